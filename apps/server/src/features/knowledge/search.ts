import type { LocalizedTextInput } from "@disha/content/knowledge/schemas";
import MiniSearch, { type SearchOptions } from "minisearch";

/** How one searchable field reads from a record, and how much a match in it counts. */
export interface SearchField<T> {
  text: (record: T) => string;
  boost?: number;
}

/** Record ids that match a typed query, best first. */
export type TextSearch = (query: string) => string[];

const oneTypo = (term: string) => (term.length >= 4 ? 1 : false);
// a swap of two letters ("laywer", "jduge") is two edits
const twoTypos = (term: string) => (term.length >= 5 ? 2 : oneTypo(term));

// Each try is looser than the one before and runs only when that one found nothing, so a correctly
// typed word is never outranked by look-alikes ("neet" by "need"), while a misspelt one still finds
// its record ("nurce"). Every word is also a prefix ("doc" finds doctor).
const tries: SearchOptions[] = [
  { fuzzy: false },
  { fuzzy: oneTypo },
  { fuzzy: twoTypos },
  // the records with some of the words, when none has them all
  { fuzzy: twoTypos, combineWith: "OR" },
];

/** Both languages of a text, so a student may search in either. */
export function bothLanguages(text: LocalizedTextInput | undefined): string {
  return text ? [text.en, text.hi].filter(Boolean).join(" ") : "";
}

/** A typo-tolerant, prefix-matching index over `records`, built once. */
export function textSearch<T extends { id: string }>(
  records: readonly T[],
  fields: Record<string, SearchField<T>>,
): TextSearch {
  const names = Object.keys(fields);
  const boost = Object.fromEntries(names.map((name) => [name, fields[name]?.boost ?? 1]));
  const index = new MiniSearch<Record<string, string>>({
    fields: names,
    searchOptions: { boost, prefix: true, combineWith: "AND" },
  });
  index.addAll(
    records.map((record) => ({
      id: record.id,
      ...Object.fromEntries(names.map((name) => [name, fields[name]?.text(record) ?? ""])),
    })),
  );
  return (query) => {
    for (const options of tries) {
      const hits = index.search(query, options);
      if (hits.length > 0) return hits.map((hit) => String(hit.id));
    }
    return [];
  };
}
