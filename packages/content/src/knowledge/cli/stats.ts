import { readKnowledge } from "../load.ts";
import { careerFamilies, knowledgeKinds, streamsOfStudy, type KnowledgeKind } from "../schemas.ts";

// npm run content:stats: how much the base holds and whether each floor is met. Counts are of valid records.

const floors: Partial<Record<KnowledgeKind, number>> = {
  careers: 250,
  exams: 120,
  institutions: 400,
  scholarships: 80,
};
const { records, ids } = readKnowledge();

const pad = (text: string) => text.padEnd(26);

console.log("Records (valid / files, floor)");
for (const kind of knowledgeKinds) {
  const valid = records[kind].length;
  const floor = floors[kind];
  const verdict =
    floor === undefined
      ? ""
      : valid >= floor
        ? `  floor ${floor}: met`
        : `  floor ${floor}: NOT met (${floor - valid} to go)`;
  console.log(`  ${pad(kind)}${String(valid).padStart(4)} / ${String(ids[kind].size).padEnd(4)}${verdict}`);
}

console.log("\nCareers per family");
for (const family of careerFamilies) {
  const count = records.careers.filter((career) => career.family === family).length;
  console.log(`  ${pad(family)}${String(count).padStart(4)}`);
}

console.log("\nCareers per stream (a career open to several streams counts in each)");
for (const stream of [...streamsOfStudy, "any"] as const) {
  const count = records.careers.filter((career) => (career.streams as readonly string[]).includes(stream)).length;
  console.log(`  ${pad(stream)}${String(count).padStart(4)}`);
}

const unmet = knowledgeKinds.filter((kind) => records[kind].length < (floors[kind] ?? 0));
console.log(unmet.length === 0 ? "\nEvery floor is met." : `\nFloors not met: ${unmet.join(", ")}.`);
