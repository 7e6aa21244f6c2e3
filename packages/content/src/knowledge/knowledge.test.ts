import { describe, expect, it } from "vitest";
import { staleGenerated } from "./generate.ts";
import { readKnowledge, type KnowledgeProblem } from "./load.ts";
import { knowledgeKinds } from "./schemas.ts";

// The real base in packages/content/data. `npm run content:check` prints the same problems in one list.

const { records, problems, ids } = readKnowledge();
const messages = (rule: KnowledgeProblem["rule"], file?: string) =>
  problems
    .filter((problem) => problem.rule === rule && (file === undefined || problem.file === file))
    .map((problem) => `${problem.file}: ${problem.message}`);

const files = knowledgeKinds.flatMap((kind) => [...ids[kind]].sort().map((id) => `${kind}/${id}.yaml`));

describe("every record file", () => {
  it.each(files)("%s parses, passes its schema and is named by its id", (file) => {
    expect(messages("record", file)).toEqual([]);
  });

  it("is a .yaml file in a kind's folder", () => {
    expect(messages("record").filter((message) => !files.some((file) => message.startsWith(`${file}:`)))).toEqual([]);
  });
});

describe("the knowledge base", () => {
  it("links only to records that exist", () => {
    expect(messages("reference")).toEqual([]);
  });

  it("has no orphans: every exam, degree and institution is reached from a career, exam or institution", () => {
    expect(messages("orphan")).toEqual([]);
  });

  // formatting every record with prettier takes a few seconds
  it("has its generated JSON up to date (npm run content:build)", { timeout: 30_000 }, async () => {
    expect(await staleGenerated(records)).toEqual([]);
  });
});
