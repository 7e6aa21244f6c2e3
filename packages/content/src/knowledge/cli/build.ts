import { writeGenerated } from "../generate.ts";
import { readKnowledge } from "../load.ts";
import { knowledgeKinds } from "../schemas.ts";

// npm run content:build: compiles data/ to src/knowledge/generated/*.json, refusing while any problem remains.

const { records, problems } = readKnowledge();
if (problems.length > 0) {
  console.log(`Not built: ${problems.length} problems. Run npm run content:check to see them.`);
  process.exitCode = 1;
} else {
  await writeGenerated(records);
  const counts = knowledgeKinds.map((kind) => `${records[kind].length} ${kind}`);
  console.log(`Built: ${counts.join(", ")}, ${records.freeLearning.length} free-learning resources.`);
}
