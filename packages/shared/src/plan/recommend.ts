import { messageRef } from "../i18n/message-ref.ts";
import { RIASEC_TYPES, type RiasecScores, type RiasecType } from "./riasec.ts";
import { type SubjectId, subjectsIn, wordsOf } from "./subjects.ts";

// Careers ranked for one student, every point visible. A career's score is the sum of the points
// in RECOMMENDATION_POINTS that apply to it, and each applying rule adds a reason in plain words.
// Nothing else moves a career up or down: equal scores are ordered by the career's English name.

export const STREAMS = ["science", "commerce", "arts"] as const;
export type Stream = (typeof STREAMS)[number];
export type StudyStage = "<8" | "9-10" | "11-12";

export const RECOMMENDATION_POINTS = {
  /** interest fit, 0 to 40: how well the student's code matches the career's (see interestFit) */
  interestMax: 40,
  /** a favourite subject that is the first the career lists (its main subject) */
  favouriteMainSubject: 20,
  /** a favourite subject the career lists after its first */
  favouriteSubject: 10,
  hobby: 5,
  leastFavouriteSubject: -15,
  aspiration: 25,
  nearAspiration: 10,
  streamFits: 10,
  /** a career that needs another stream than the one a class 11-12 student is in */
  streamOtherInClass11To12: -20,
  /** ... than the one a younger student plans to take */
  streamOtherPlanned: -10,
  quiz: 20,
  /** per interest type that the student's strengths show and the career's code has, at most two */
  strength: 5,
} as const;

/** What ranking needs of a career: the knowledge base's records fit this shape. */
export interface RankableCareer {
  readonly id: string;
  readonly name: { readonly en: string; readonly hi?: string | undefined };
  readonly family: string;
  readonly streams: readonly string[];
  readonly riasec: string;
  readonly subjects: readonly string[];
  readonly needsMaths: boolean;
  readonly related: readonly string[];
  readonly vocational?: unknown;
}

/** What ranking reads of the student; every part may be missing. */
export interface RankingStudent {
  interests?: { readonly scores: Readonly<RiasecScores>; readonly code: string } | null | undefined;
  favouriteSubject?: string | null | undefined;
  nonFavouriteSubject?: string | null | undefined;
  hobbies?: string | null | undefined;
  strength?: string | null | undefined;
  aspiration?: string | null | undefined;
  study?: StudyStage | null | undefined;
  stream?: Stream | null | undefined;
  /** the careers the student's career-quiz result names */
  quizCareerIds?: readonly string[] | undefined;
}

export type RecommendationFactor =
  | "interest"
  | "favouriteSubject"
  | "hobby"
  | "leastFavouriteSubject"
  | "aspiration"
  | "nearAspiration"
  | "stream"
  | "quiz"
  | "strength";

export interface RecommendationPoints {
  factor: RecommendationFactor;
  points: number;
  /** the reason in words: a catalog key of the plan namespace with its values (see translateReason) */
  reason: string;
}

export interface Recommendation {
  slug: string;
  name: { en: string; hi?: string | undefined };
  family: string;
  riasec: string;
  streams: string[];
  vocational: boolean;
  /** the sum of `points` */
  score: number;
  /** the reasons, the weightiest first (catalog keys with values: translateReason turns them into words) */
  reasons: string[];
  points: RecommendationPoints[];
}

export interface RecommendationFilters {
  stream?: Stream | undefined;
  family?: string | undefined;
  /** true: only careers with a vocational route (ITI, diploma, apprenticeship) */
  vocational?: boolean | undefined;
}

const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

const typeName = (type: RiasecType) => `plan.types.${type}.name`;
const subjectName = (subject: string) => `plan.subjects.${subject}`;

// the position weights of a code's letters: the first letter counts most
const POSITION_WEIGHTS = [3, 2, 1] as const;
const BEST_FIT = POSITION_WEIGHTS.reduce((sum, weight) => sum + weight * weight, 0);

/**
 * Interest fit from 0 to 40: each letter of the career's code (weights 3, 2, 1 by position) times the
 * weight of the same letter in the student's code (3, 2, 1, or 0 when absent), summed, as a share of
 * the best possible fit (identical codes, 14), times 40.
 */
export function interestFit(studentCode: string, careerCode: string): number {
  let fit = 0;
  [...careerCode].forEach((letter, position) => {
    const studentPosition = studentCode.indexOf(letter);
    if (studentPosition >= 0 && studentPosition < POSITION_WEIGHTS.length)
      fit += (POSITION_WEIGHTS[position] ?? 0) * (POSITION_WEIGHTS[studentPosition] ?? 0);
  });
  return Math.round((RECOMMENDATION_POINTS.interestMax * fit) / BEST_FIT);
}

// words in a student's strengths that show an interest type
const STRENGTH_WORDS: Readonly<Record<RiasecType, readonly string[]>> = {
  R: ["practical", "hands", "fixing", "repairing", "building", "sporty", "fit", "strong", "outdoors", "tools"],
  I: ["curious", "logical", "logic", "analytical", "problem", "research", "reasoning", "observant", "thinking"],
  A: ["creative", "creativity", "imaginative", "imagination", "artistic", "drawing", "writing", "design", "music"],
  S: ["helping", "helpful", "caring", "kind", "patient", "listener", "listening", "empathy", "teaching", "friendly"],
  E: ["leadership", "leader", "confident", "confidence", "persuasive", "speaking", "speaker", "debating", "business"],
  C: ["organised", "organized", "disciplined", "punctual", "neat", "careful", "accurate", "detail", "planning"],
};

const STOP_WORDS = new Set(["a", "an", "the", "to", "be", "become", "want", "i", "in", "of", "my", "like", "would"]);

function stem(word: string): string {
  return word.length > 3 && word.endsWith("s") ? word.slice(0, -1) : word;
}

function keyWords(text: string): string[] {
  return wordsOf(text)
    .filter((word) => !STOP_WORDS.has(word))
    .map(stem);
}

/** The goals a student wrote ("doctor or engineer" is two), as their key words. */
function aspirationGoals(aspiration: string | null | undefined): string[][] {
  if (!aspiration) return [];
  return aspiration
    .toLowerCase()
    .split(/[,/;|]|\bor\b|\band\b/)
    .map(keyWords)
    .filter((words) => words.length > 0);
}

/** Whether a career's name and a goal name each other: all words of one are among the other's. */
function meetsGoal(careerWords: readonly string[], goal: readonly string[]): boolean {
  const contains = (outer: readonly string[], inner: readonly string[]) => inner.every((word) => outer.includes(word));
  return contains(goal, careerWords) || contains(careerWords, goal);
}

// what ranking derives from a career alone, once per career object for the life of the process
const careerFacts = new WeakMap<RankableCareer, { words: string[] }>();
function wordsOfCareer(career: RankableCareer): string[] {
  let facts = careerFacts.get(career);
  if (!facts) {
    facts = { words: keyWords(career.name.en) };
    careerFacts.set(career, facts);
  }
  return facts.words;
}

// the careers in name order (ties by id), once per list: sorting by score then keeps this order
const nameOrder = new WeakMap<readonly RankableCareer[], Map<string, number>>();
function namePositions(careers: readonly RankableCareer[]): Map<string, number> {
  let positions = nameOrder.get(careers);
  if (!positions) {
    const sorted = [...careers].sort(
      (a, b) => collator.compare(a.name.en, b.name.en) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
    positions = new Map(sorted.map((career, index) => [career.id, index]));
    nameOrder.set(careers, positions);
  }
  return positions;
}

interface StudentFacts {
  code: string | undefined;
  favourites: SubjectId[];
  leastFavourites: SubjectId[];
  hobbies: SubjectId[];
  strengths: { type: RiasecType; word: string }[];
  goals: string[][];
  aspirationCareerIds: Set<string>;
  quiz: Set<string>;
  /** messageRef, remembered for this ranking: most careers share the same few reasons */
  ref: (key: string, vars?: Record<string, string>) => string;
}

function rememberedMessageRef(): StudentFacts["ref"] {
  const known = new Map<string, string>();
  return (key, vars) => {
    let id = key;
    for (const name in vars) id += `\u0000${vars[name]}`;
    let ref = known.get(id);
    if (ref === undefined) {
      ref = messageRef(key, vars);
      known.set(id, ref);
    }
    return ref;
  };
}

function studentFacts(student: RankingStudent, careers: readonly RankableCareer[]): StudentFacts {
  const goals = aspirationGoals(student.aspiration);
  const strengthWords = keyWords(student.strength ?? "");
  const strengths = RIASEC_TYPES.flatMap((type) => {
    const word = strengthWords.find((candidate) => STRENGTH_WORDS[type].includes(candidate));
    return word ? [{ type, word }] : [];
  });
  const aspirationCareerIds = new Set(
    goals.length === 0
      ? []
      : careers.filter((career) => goals.some((goal) => meetsGoal(wordsOfCareer(career), goal))).map((c) => c.id),
  );
  const leastFavourites = subjectsIn(student.nonFavouriteSubject);
  return {
    code: student.interests?.code,
    favourites: subjectsIn(student.favouriteSubject).filter((subject) => !leastFavourites.includes(subject)),
    leastFavourites,
    hobbies: subjectsIn(student.hobbies),
    strengths,
    goals,
    aspirationCareerIds,
    quiz: new Set(student.quizCareerIds ?? []),
    ref: rememberedMessageRef(),
  };
}

function listRef(ref: StudentFacts["ref"], keyBase: string, types: readonly RiasecType[]): string {
  const [first, second, third] = types.map(typeName);
  if (third && second && first) return ref(`${keyBase}Three`, { first, second, third });
  if (second && first) return ref(`${keyBase}Two`, { first, second });
  return ref(`${keyBase}One`, { first: first ?? "" });
}

function pointsFor(career: RankableCareer, student: RankingStudent, facts: StudentFacts): RecommendationPoints[] {
  const points: RecommendationPoints[] = [];
  const P = RECOMMENDATION_POINTS;

  if (facts.code) {
    const fit = interestFit(facts.code, career.riasec);
    const shared = [...facts.code].filter((letter) => career.riasec.includes(letter)) as RiasecType[];
    if (fit > 0)
      points.push({ factor: "interest", points: fit, reason: listRef(facts.ref, "plan.reasons.interest", shared) });
  }

  // of several favourites ("Science"), the one the career lists first
  const liked = career.subjects.find((subject) => facts.favourites.includes(subject as SubjectId));
  if (liked) {
    const main = career.subjects[0] === liked;
    points.push({
      factor: "favouriteSubject",
      points: main ? P.favouriteMainSubject : P.favouriteSubject,
      reason: facts.ref(main ? "plan.reasons.likesMainSubject" : "plan.reasons.likesSubject", {
        subject: subjectName(liked),
      }),
    });
  }

  const hobby = facts.hobbies.find((subject) => career.subjects.includes(subject) && subject !== liked);
  if (hobby)
    points.push({
      factor: "hobby",
      points: P.hobby,
      reason: facts.ref("plan.reasons.hobby", { subject: subjectName(hobby) }),
    });

  const disliked = facts.leastFavourites.find(
    (subject) => career.subjects.includes(subject) || (subject === "mathematics" && career.needsMaths),
  );
  if (disliked)
    points.push({
      factor: "leastFavouriteSubject",
      points: P.leastFavouriteSubject,
      reason: facts.ref("plan.reasons.needsLeastFavourite", { subject: subjectName(disliked) }),
    });

  const aspiration = student.aspiration?.trim();
  if (aspiration && facts.aspirationCareerIds.has(career.id)) {
    points.push({
      factor: "aspiration",
      points: P.aspiration,
      reason: facts.ref("plan.reasons.aspiration", { aspiration }),
    });
  } else if (aspiration && career.related.some((id) => facts.aspirationCareerIds.has(id))) {
    points.push({
      factor: "nearAspiration",
      points: P.nearAspiration,
      reason: facts.ref("plan.reasons.nearAspiration", { aspiration }),
    });
  }

  if (student.stream) {
    const stream = `plan.streams.${student.stream}`;
    if (career.streams.includes("any") || career.streams.includes(student.stream))
      points.push({ factor: "stream", points: P.streamFits, reason: facts.ref("plan.reasons.streamFits", { stream }) });
    else
      points.push({
        factor: "stream",
        points: student.study === "11-12" ? P.streamOtherInClass11To12 : P.streamOtherPlanned,
        reason: facts.ref(student.study === "11-12" ? "plan.reasons.streamOther" : "plan.reasons.streamOtherPlanned", {
          stream,
        }),
      });
  }

  if (facts.quiz.has(career.id))
    points.push({ factor: "quiz", points: P.quiz, reason: facts.ref("plan.reasons.quiz") });

  const strengths = facts.strengths.filter((strength) => career.riasec.includes(strength.type)).slice(0, 2);
  for (const strength of strengths)
    points.push({
      factor: "strength",
      points: P.strength,
      reason: facts.ref("plan.reasons.strength", { strength: strength.word, type: typeName(strength.type) }),
    });

  return points;
}

export function matchesFilters(career: RankableCareer, filters: RecommendationFilters): boolean {
  if (filters.stream && !career.streams.includes("any") && !career.streams.includes(filters.stream)) return false;
  if (filters.family && career.family !== filters.family) return false;
  if (filters.vocational === true && !career.vocational) return false;
  if (filters.vocational === false && career.vocational) return false;
  return true;
}

/**
 * Every career that passes the filters, ranked for the student: score, then English name, then id.
 * With `limit`, only the first `limit` (the ranking is the same; less is built).
 */
export function rankCareers(
  careers: readonly RankableCareer[],
  student: RankingStudent,
  filters: RecommendationFilters = {},
  limit = Number.POSITIVE_INFINITY,
): Recommendation[] {
  const facts = studentFacts(student, careers);
  const byName = namePositions(careers);
  const scored = careers
    .filter((career) => matchesFilters(career, filters))
    .map((career) => {
      const points = pointsFor(career, student, facts);
      return { career, points, score: points.reduce((sum, point) => sum + point.points, 0) };
    })
    .sort((a, b) => b.score - a.score || (byName.get(a.career.id) ?? 0) - (byName.get(b.career.id) ?? 0));
  return scored.slice(0, limit).map(({ career, points, score }): Recommendation => {
    const weightiest = [...points].sort((a, b) => Math.abs(b.points) - Math.abs(a.points));
    return {
      slug: career.id,
      name: { ...career.name },
      family: career.family,
      riasec: career.riasec,
      streams: [...career.streams],
      vocational: Boolean(career.vocational),
      score,
      reasons: weightiest.map((point) => point.reason),
      points,
    };
  });
}

/** How many careers pass the filters (the total beside a limited ranking). */
export function countMatching(careers: readonly RankableCareer[], filters: RecommendationFilters = {}): number {
  return careers.filter((career) => matchesFilters(career, filters)).length;
}
