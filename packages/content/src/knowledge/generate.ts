import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import { knowledgeKinds, type KnowledgeKind, type KnowledgeRecords } from "./schemas.ts";

// Node only: the validated records, compiled to one JSON file per kind for the app (see base.ts).

export const generatedDir = fileURLToPath(new URL("./generated/", import.meta.url));

export function generatedFile(kind: KnowledgeKind): string {
  return `${generatedDir}${kind}.json`;
}

/** The text of each generated file, formatted the way `npm run format` would leave it. */
export async function renderGenerated(records: KnowledgeRecords): Promise<Record<KnowledgeKind, string>> {
  const options = (await resolveConfig(generatedFile("careers"))) ?? {};
  const entries = await Promise.all(
    knowledgeKinds.map(async (kind) => {
      const text = await format(JSON.stringify(records[kind]), { ...options, parser: "json" });
      return [kind, text] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<KnowledgeKind, string>;
}

/** The kinds whose generated file differs from what the records compile to. */
export async function staleGenerated(records: KnowledgeRecords): Promise<KnowledgeKind[]> {
  const rendered = await renderGenerated(records);
  return knowledgeKinds.filter((kind) => readIfPresent(generatedFile(kind)) !== rendered[kind]);
}

export async function writeGenerated(records: KnowledgeRecords): Promise<void> {
  const rendered = await renderGenerated(records);
  for (const kind of knowledgeKinds) writeFileSync(generatedFile(kind), rendered[kind]);
}

function readIfPresent(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}
