import { describe, expect, it } from "vitest";
import {
  RIASEC_TYPES,
  type RiasecType,
  interestCode,
  scoreAnswers,
  scoreInterestProfiler,
  typesByStrength,
  unansweredItems,
} from "./riasec.ts";

// 10 items per type, as the profiler has them
const items = RIASEC_TYPES.flatMap((type) =>
  Array.from({ length: 10 }, (_, index) => ({
    id: `${type.toLowerCase()}${String(index + 1).padStart(2, "0")}`,
    type,
  })),
);
const answerAll = (answer: (type: RiasecType, index: number) => number) =>
  Object.fromEntries(items.map((item, index) => [item.id, answer(item.type, index % 10)]));

describe("interest profiler scoring", () => {
  it("counts every item once: one answer of 1 per item scores 10 per type", () => {
    expect(
      scoreAnswers(
        items,
        answerAll(() => 1),
      ),
    ).toEqual({ R: 10, I: 10, A: 10, S: 10, E: 10, C: 10 });
    // each single item moves exactly its own type by its answer
    for (const item of items) {
      const scores = scoreAnswers(items, { ...answerAll(() => 0), [item.id]: 3 });
      expect(Object.values(scores).reduce((sum, score) => sum + score, 0)).toBe(3);
      expect(scores[item.type]).toBe(3);
    }
  });

  it("ignores answers to ids that are not items", () => {
    const answers = { ...answerAll(() => 2), x99: 4, r01: 4 };
    expect(scoreAnswers(items, answers).R).toBe(22);
  });

  it("keeps every score in 0 to 40", () => {
    expect(
      scoreAnswers(
        items,
        answerAll(() => 0),
      ),
    ).toEqual({ R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 });
    expect(
      scoreAnswers(
        items,
        answerAll(() => 4),
      ),
    ).toEqual({ R: 40, I: 40, A: 40, S: 40, E: 40, C: 40 });
    const mixed = scoreAnswers(
      items,
      answerAll((_, index) => index % 5),
    );
    for (const score of Object.values(mixed)) expect(score).toBeGreaterThanOrEqual(0);
    for (const score of Object.values(mixed)) expect(score).toBeLessThanOrEqual(40);
  });

  it("takes the three strongest types as the code, strongest first", () => {
    const answers = answerAll((type) => ({ R: 1, I: 4, A: 0, S: 3, E: 2, C: 0 })[type]);
    expect(scoreInterestProfiler(items, answers)).toEqual({
      scores: { R: 10, I: 40, A: 0, S: 30, E: 20, C: 0 },
      code: "ISE",
    });
  });

  it("orders ties the same way every time: R, I, A, S, E, C", () => {
    expect(interestCode({ R: 20, I: 20, A: 20, S: 20, E: 20, C: 20 })).toBe("RIA");
    expect(interestCode({ R: 5, I: 30, A: 30, S: 10, E: 30, C: 30 })).toBe("IAE");
    expect(interestCode({ C: 12, E: 12, S: 12, A: 3, I: 3, R: 3 })).toBe("SEC");
    expect(typesByStrength({ R: 0, I: 0, A: 0, S: 0, E: 0, C: 1 })).toEqual(["C", "R", "I", "A", "S", "E"]);
    const once = interestCode({ R: 7, I: 9, A: 9, S: 1, E: 9, C: 2 });
    for (let run = 0; run < 20; run++) expect(interestCode({ E: 9, A: 9, I: 9, R: 7, C: 2, S: 1 })).toBe(once);
  });

  it("lists the items not answered yet", () => {
    const { r01: _r01, c10: _c10, ...rest } = answerAll(() => 2);
    expect(unansweredItems(items, rest)).toEqual(["r01", "c10"]);
  });
});
