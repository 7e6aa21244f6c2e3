// The interest profiler's scoring, shared so that the web scores a signed-out visitor's answers
// exactly as the server scores a student's.

/** The six interest types, in the order of Holland's hexagon; this order also breaks ties. */
export const RIASEC_TYPES = ["R", "I", "A", "S", "E", "C"] as const;
export type RiasecType = (typeof RIASEC_TYPES)[number];
export type RiasecScores = Record<RiasecType, number>;

/** Each item is answered from 0 (strongly dislike) to 4 (strongly like). */
export const ANSWER_MIN = 0;
export const ANSWER_MAX = 4;
export const ANSWER_VALUES = [0, 1, 2, 3, 4] as const;
/** 10 items per type, so a type scores 0 to 40. */
export const ITEMS_PER_TYPE = 10;
export const MAX_TYPE_SCORE = ITEMS_PER_TYPE * ANSWER_MAX;
/** The code is the three strongest types. */
export const CODE_LENGTH = 3;

export interface ScorableItem {
  readonly id: string;
  readonly type: RiasecType;
}

export type InterestAnswers = Readonly<Record<string, number>>;

/**
 * Each type's score: the sum of the answers to its items. Walks the items (not the answers), so every
 * item counts exactly once and an answer to an unknown id counts for nothing; an unanswered item
 * counts 0. Check the answers first with `answerProblems`.
 */
export function scoreAnswers(items: readonly ScorableItem[], answers: InterestAnswers): RiasecScores {
  const scores: RiasecScores = { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 };
  for (const item of items) {
    const answer = answers[item.id];
    if (typeof answer === "number" && Number.isInteger(answer) && answer >= ANSWER_MIN && answer <= ANSWER_MAX) {
      scores[item.type] += answer;
    }
  }
  return scores;
}

/**
 * The three strongest types, strongest first. Ties are ordered the same way every time: by the
 * hexagon order R, I, A, S, E, C (so equal Investigative and Artistic scores give "IA", never "AI").
 */
export function interestCode(scores: Readonly<RiasecScores>): string {
  return typesByStrength(scores).slice(0, CODE_LENGTH).join("");
}

/** All six types, strongest first, ties in hexagon order. */
export function typesByStrength(scores: Readonly<RiasecScores>): RiasecType[] {
  return [...RIASEC_TYPES].sort((a, b) => scores[b] - scores[a] || RIASEC_TYPES.indexOf(a) - RIASEC_TYPES.indexOf(b));
}

/** Scores and code of a full set of answers. */
export function scoreInterestProfiler(
  items: readonly ScorableItem[],
  answers: InterestAnswers,
): { scores: RiasecScores; code: string } {
  const scores = scoreAnswers(items, answers);
  return { scores, code: interestCode(scores) };
}

/** The ids of the items not answered yet, in the items' order. */
export function unansweredItems(items: readonly ScorableItem[], answers: InterestAnswers): string[] {
  return items.filter((item) => answers[item.id] === undefined).map((item) => item.id);
}
