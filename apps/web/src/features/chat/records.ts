import type { ReportedRecordKind } from "@disha/shared";

// A mentor's reply names a record by its page (/careers/nurse, /exams/neet-ug), the way the server writes links
const RECORD_PATH = /\/(careers|exams)\/([a-z0-9]+(?:-[a-z0-9]+)*)(?![a-z0-9-])/g;
const KIND_OF_PAGE = { careers: "career", exams: "exam" } as const satisfies Record<string, ReportedRecordKind>;
// pages under /careers/ that are not a career
const NOT_A_RECORD = new Set(["compare"]);

/** The records a reply names by their pages, each once, in the order it names them. */
export function recordsNamedIn(text: string): { kind: ReportedRecordKind; id: string }[] {
  const seen = new Set<string>();
  const records: { kind: ReportedRecordKind; id: string }[] = [];
  for (const [, page, id] of text.matchAll(RECORD_PATH)) {
    if (!page || !id || NOT_A_RECORD.has(id)) continue;
    const kind = KIND_OF_PAGE[page as keyof typeof KIND_OF_PAGE];
    if (seen.has(`${kind}:${id}`)) continue;
    seen.add(`${kind}:${id}`);
    records.push({ kind, id });
  }
  return records;
}
