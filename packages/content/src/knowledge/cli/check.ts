import { staleGenerated } from "../generate.ts";
import { readKnowledge } from "../load.ts";
import { knowledgeKinds } from "../schemas.ts";

// npm run content:check: every problem in packages/content/data, then a non-zero exit if there is one.

const { records, problems } = readKnowledge();

let lastFile = "";
for (const problem of problems) {
  if (problem.file !== lastFile) console.log(problem.file);
  console.log(`  ${problem.message}`);
  lastFile = problem.file;
}

const stale = problems.length === 0 ? await staleGenerated(records) : [];
for (const name of stale) console.log(`src/knowledge/generated/${name}.json is stale: run npm run content:build`);

const total = knowledgeKinds.reduce((sum, kind) => sum + records[kind].length, 0);
if (problems.length > 0) {
  const tally = new Map<string, number>();
  for (const problem of problems) {
    const key = `${problem.file.split("/")[0]} ${problem.rule}`;
    tally.set(key, (tally.get(key) ?? 0) + 1);
  }
  const files = new Set(problems.map((problem) => problem.file)).size;
  console.log(`\n${problems.length} problems in ${files} files; ${total} records pass their schema.`);
  for (const [key, count] of [...tally].sort()) console.log(`  ${key}: ${count}`);
  process.exitCode = 1;
} else if (stale.length > 0) {
  process.exitCode = 1;
} else {
  console.log(
    `The knowledge base is sound: ${total} records, ${records.freeLearning.length} free-learning resources, generated JSON up to date.`,
  );
}
