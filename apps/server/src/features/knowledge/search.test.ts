import { knowledgeBase } from "@disha/content/knowledge/base";
import { describe, expect, it } from "vitest";
import { degreeStage, examStage, rankForSchoolStudents, scholarshipStage, type Stage } from "./search.ts";
import { searchExams, searchScholarships } from "./service.ts";

const kb = knowledgeBase;

/** Every single word of the records' names, as a student might type one. */
function wordsOf(names: readonly string[]): string[] {
  const words = names.flatMap((name) => name.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  return [...new Set(words)].filter((word) => word.length >= 2);
}

/** Every match of `query`, in the order the list shows them (every page). */
function everyMatch<T>(search: (page: number) => { items: T[]; total: number }): T[] {
  const found: T[] = [];
  for (let page = 1; found.length < search(1).total; page += 1) found.push(...search(page).items);
  return found;
}

/** The first place where a postgraduate record is listed above one a school student takes next, if any. */
function postgraduateAboveNext<T extends { id: string }>(ranked: readonly T[], stageOf: (record: T) => Stage) {
  const firstPostgraduate = ranked.findIndex((record) => stageOf(record) === "postgraduate");
  if (firstPostgraduate < 0) return undefined;
  const laterNext = ranked.slice(firstPostgraduate).find((record) => stageOf(record) === "next");
  return laterNext ? `${ranked[firstPostgraduate]?.id} above ${laterNext.id}` : undefined;
}

describe("search ranked for school students", () => {
  it("never lists a postgraduate exam or scholarship above a school or undergraduate one for a one-word query", () => {
    // one word: every record found matched it, so each has the same words matched
    const examWords = wordsOf(kb.exams.flatMap((exam) => [exam.name.en, exam.fullName.en]));
    const scholarshipWords = wordsOf(kb.scholarships.map((scholarship) => scholarship.name.en));
    expect(examWords.length).toBeGreaterThan(150);
    expect(scholarshipWords.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const query of examWords) {
      const ranked = everyMatch((page) => searchExams({ query, page, pageSize: 100 }));
      const problem = postgraduateAboveNext(ranked, examStage);
      if (problem) problems.push(`${query}: ${problem}`);
    }
    for (const query of scholarshipWords) {
      const ranked = everyMatch((page) => searchScholarships({ query, page, pageSize: 100 }));
      const problem = postgraduateAboveNext(ranked, scholarshipStage);
      if (problem) problems.push(`${query}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  it("ranks a postgraduate record above one a student takes next only when it matches more of the words", () => {
    // every order of relevance and stage, in a scrambled order
    const items = [0, 1, 2]
      .flatMap((words) =>
        [0.5, 3, 9].flatMap((score) => ["next", "postgraduate"].map((stage) => ({ words, score, stage }))),
      )
      .sort((a, b) => ((a.score * 7 + a.words * 3) % 5) - ((b.score * 7 + b.words * 3) % 5));
    const ranked = rankForSchoolStudents(
      items,
      (item) => item.stage as Stage,
      (item) => item,
    );
    ranked.forEach((above, index) => {
      for (const below of ranked.slice(index + 1)) {
        const sameWords = above.words === below.words;
        // at least equal relevance (the same words matched, or more) never puts a postgraduate record first
        if (above.stage === "postgraduate" && below.stage === "next") expect(above.words).toBeGreaterThan(below.words);
        expect(above.words).toBeGreaterThanOrEqual(below.words);
        if (sameWords && above.stage === below.stage) expect(above.score).toBeGreaterThanOrEqual(below.score);
      }
    });
    expect(ranked).toHaveLength(items.length);
  });

  it("reads the stage from the records' own fields", () => {
    expect(examStage(kb.examById("neet-ug")!)).toBe("next");
    expect(examStage(kb.examById("up-jeecup")!)).toBe("next");
    expect(examStage(kb.examById("neet-pg")!)).toBe("postgraduate");
    // a degree taken after a first one (LLB, B.Ed) needs a degree too
    for (const degree of kb.degrees) {
      expect(degreeStage(degree), degree.id).toBe(
        degree.after === "graduation" || ["postgraduate", "doctorate"].includes(degree.level) ? "postgraduate" : "next",
      );
    }
    expect(degreeStage({ level: "degree", after: "class-12" })).toBe("next");
    expect(degreeStage({ level: "postgraduate", after: "graduation" })).toBe("postgraduate");
    expect(scholarshipStage({ levels: ["class-9", "class-10"] })).toBe("next");
    expect(scholarshipStage({ levels: ["ug", "pg"] })).toBe("next");
    expect(scholarshipStage({ levels: ["pg"] })).toBe("postgraduate");
  });
});
