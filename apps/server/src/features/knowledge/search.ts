import type { DegreeRecord, ExamRecord, LocalizedTextInput, ScholarshipRecord } from "@disha/content/knowledge/schemas";
import MiniSearch, { type SearchOptions, type SearchResult } from "minisearch";

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

/**
 * Where a record stands for a class 8-12 student: something to take next (an exam after class 10 or 12,
 * an undergraduate degree, a school or college scholarship), or only after a first degree.
 */
export type Stage = "next" | "postgraduate";

export const examStage = (exam: Pick<ExamRecord, "after">): Stage =>
  exam.after === "graduation" ? "postgraduate" : "next";
export const degreeStage = (degree: Pick<DegreeRecord, "level" | "after">): Stage =>
  degree.after === "graduation" || degree.level === "postgraduate" || degree.level === "doctorate"
    ? "postgraduate"
    : "next";
// a scholarship that also pays at school or in a first degree is one a student can hold next
export const scholarshipStage = (scholarship: Pick<ScholarshipRecord, "levels">): Stage =>
  scholarship.levels.every((level) => level === "pg") ? "postgraduate" : "next";

const stageOrder = (stage: Stage | undefined) => (stage === "postgraduate" ? 1 : 0);

/**
 * Disha's readers are school students: among records that match the same number of the query's words,
 * what they can take next comes before what needs a degree ("NEET" lists NEET-UG before NEET-PG), and
 * the search score orders each group. A postgraduate record still leads when it matches more words
 * ("neet pg"). Lists without a query use the same order, with names in place of the score.
 */
export function rankForSchoolStudents<T>(
  items: readonly T[],
  stageOf: ((item: T) => Stage) | undefined,
  relevance: (item: T) => { words: number; score: number } = () => ({ words: 0, score: 0 }),
): T[] {
  if (!stageOf) return [...items];
  const keyed = items.map((item, order) => {
    const { words, score } = relevance(item);
    return { item, order, stage: stageOrder(stageOf(item)), words, score };
  });
  keyed.sort((a, b) => b.words - a.words || a.stage - b.stage || b.score - a.score || a.order - b.order);
  return keyed.map(({ item }) => item);
}

/** A typo-tolerant, prefix-matching index over `records`, built once, ranked for school students by `stageOf`. */
export function textSearch<T extends { id: string }>(
  records: readonly T[],
  fields: Record<string, SearchField<T>>,
  stageOf?: (record: T) => Stage,
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
  const stages = stageOf ? new Map(records.map((record) => [record.id, stageOf(record)])) : undefined;
  const stageOfHit = stages ? (hit: SearchResult) => stages.get(String(hit.id)) ?? "next" : undefined;
  const relevance = (hit: SearchResult) => ({ words: hit.queryTerms.length, score: hit.score });
  return (query) => {
    for (const options of tries) {
      const hits = index.search(query, options);
      if (hits.length > 0) return rankForSchoolStudents(hits, stageOfHit, relevance).map((hit) => String(hit.id));
    }
    return [];
  };
}
