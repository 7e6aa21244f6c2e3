import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import { knowledgeKinds, type KnowledgeRecords } from "./schemas.ts";

// Node only: the validated records, compiled to one JSON file per kind for the app (see base.ts).

export const generatedDir = fileURLToPath(new URL("./generated/", import.meta.url));

/** The generated files, by name: one per kind, and free-learning.json from data/free-learning.yaml. */
export const generatedNames = [...knowledgeKinds, "free-learning"] as const;
export type GeneratedName = (typeof generatedNames)[number];

export function generatedFile(name: GeneratedName): string {
  return `${generatedDir}${name}.json`;
}

const recordsOf = (records: KnowledgeRecords, name: GeneratedName): unknown[] =>
  name === "free-learning" ? records.freeLearning : records[name];

/** The text of each generated file, formatted the way `npm run format` would leave it. */
export async function renderGenerated(records: KnowledgeRecords): Promise<Record<GeneratedName, string>> {
  const options = (await resolveConfig(generatedFile("careers"))) ?? {};
  const entries = await Promise.all(
    generatedNames.map(async (name) => {
      const text = await format(JSON.stringify(recordsOf(records, name)), { ...options, parser: "json" });
      return [name, text] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<GeneratedName, string>;
}

/** The generated files that differ from what the records compile to. */
export async function staleGenerated(records: KnowledgeRecords): Promise<GeneratedName[]> {
  const rendered = await renderGenerated(records);
  return generatedNames.filter((name) => readIfPresent(generatedFile(name)) !== rendered[name]);
}

export async function writeGenerated(records: KnowledgeRecords): Promise<void> {
  const rendered = await renderGenerated(records);
  for (const name of generatedNames) writeFileSync(generatedFile(name), rendered[name]);
}

function readIfPresent(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}
