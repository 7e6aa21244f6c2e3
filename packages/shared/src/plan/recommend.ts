import { localizedValue } from "./reasons.ts";
import { messageRef } from "../i18n/message-ref.ts";
import { RIASEC_TYPES, type RiasecScores, type RiasecType } from "./riasec.ts";
import { type SubjectId, subjectsIn, wordsOf } from "./subjects.ts";

// Careers ranked for one student. A career's score is the sum of the points in RECOMMENDATION_POINTS
// that apply to it, and each applying rule adds a reason in plain words; equal scores are ordered by
// the career's English name. The interest code leads: no other single rule weighs as much as a good
// interest fit. One rule moves careers without points: the best career for each part of the student's
// goal ("teacher or engineer" has two) is placed among the first GOAL_PLACES, so every goal is seen.

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
  /** a career named by a part of the goal (its name or one of its other names); less than a good interest fit */
  aspiration: 15,
  nearAspiration: 5,
  streamFits: 10,
  /** a career that needs another stream than the one a class 11-12 student is in */
  streamOtherInClass11To12: -20,
  /** ... than the one a younger student plans to take */
  streamOtherPlanned: -10,
  quiz: 20,
  /** per interest type that the student's strengths show and the career's code has, at most two */
  strength: 5,
} as const;

/** The places at the top where the best career of each part of the goal is shown. */
export const GOAL_PLACES = 3;

/** Other names students use for careers, by career id ("teacher" for secondary-school-teacher). */
export type CareerAliases = ReadonlyMap<string, readonly string[]>;
const noAliases: CareerAliases = new Map();

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
  /** what the work asks for, the most telling first ("caring for patients") */
  readonly skills?: readonly { readonly en: string; readonly hi?: string | undefined }[];
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

// made at the first sort, not on import: a collator loads locale data, a long task on a phone, and the
// pages that only import this module (a roadmap's progress marks, a career's Save button) never sort
let collator: Intl.Collator | undefined;

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

// words of a goal that name no career ("I want to become a good engineer", "mujhe doctor banna hai",
// "मुझे नर्स बनना है")
const STOP_WORDS = new Set(
  (
    "a an the to be become becoming want wants wanted i im in of my like would will as or and maybe " +
    "something good great big successful job jobs career careers work working field dream future " +
    "mujhe muje main mai mera meri ek banna banana bnna banu banoon chahta chahti chahiye hai h hu hun hoon " +
    "ka ki ke ko se sa si me mein naukri " +
    "मुझे मैं मेरा मेरी एक बनना बनाना बनूँ बनूं चाहता चाहती चाहिए है हूँ हूं का की के को से में नौकरी"
  ).split(" "),
);

// words that join two goals: "teacher or engineer", "nurse ya doctor", "नर्स या डॉक्टर"
const GOAL_JOINS = new Set(["or", "and", "ya", "yaa", "aur", "athva", "या", "और", "अथवा", "एवं"]);

/**
 * A word as goals and career names both use it: plural, "-ing" and "-er" forms meet, so "teaching",
 * "teachers" and "teacher" are one word, and so are "engineering" and "engineers".
 */
function goalWord(word: string): string {
  // Roman Hindi writes long vowels doubled or not ("vakiil", "vakil"); English words fold alike on both sides
  let base = word.replace(/([aiu])\1+/g, "$1");
  if (base.length > 3 && base.endsWith("s") && !base.endsWith("ss")) base = base.slice(0, -1);
  if (base.length > 5 && base.endsWith("ing")) base = base.slice(0, -3);
  if (base.length > 4 && base.endsWith("er")) base = base.slice(0, -2);
  if (base.length > 3 && base.endsWith("e")) base = base.slice(0, -1);
  return base;
}

function keyWords(text: string): string[] {
  return wordsOf(text)
    .filter((word) => !STOP_WORDS.has(word))
    .map(goalWord);
}

/** One part of a student's goal: its words as written, and its key words. */
interface Goal {
  text: string;
  words: string[];
}

/**
 * The parts of a student's goal ("doctor or engineer" is two). A part no career or other name
 * contains whole ("maths teacher") is read word by word, so every word of the goal is matched.
 */
function goalsOf(aspiration: string | null | undefined, terms: readonly (readonly string[])[]): Goal[] {
  if (!aspiration) return [];
  const parts = aspiration
    .split(/[,/;|&+]/)
    .flatMap((part) => wordsOf(part).reduce<string[][]>(joinGoals, [[]]))
    .map((words) => {
      const named = words.filter((word) => !STOP_WORDS.has(word));
      return { text: named.join(" "), words: named.map(goalWord) };
    })
    .filter((part) => part.words.length > 0);
  const goals = parts.flatMap((part) =>
    part.words.length > 1 && !terms.some((term) => nameEachOther(term, part.words))
      ? part.text.split(" ").map((word) => ({ text: word, words: [goalWord(word)] }))
      : [part],
  );
  return goals.filter(
    (goal, index) => goals.findIndex((other) => other.words.join(" ") === goal.words.join(" ")) === index,
  );
}

/** Words of a goal split at its joining words ("or", "या"): a fold over the words. */
function joinGoals(parts: string[][], word: string): string[][] {
  if (GOAL_JOINS.has(word)) parts.push([]);
  else parts.at(-1)?.push(word);
  return parts;
}

/** Whether a career's name (or other name) and a goal name each other: all words of one are among the other's. */
function nameEachOther(term: readonly string[], goal: readonly string[]): boolean {
  const contains = (outer: readonly string[], inner: readonly string[]) => inner.every((word) => outer.includes(word));
  return term.length > 0 && (contains(goal, term) || contains(term, goal));
}

// a career's name and other names as key words, once per career object and alias list for the life of the process
const termsByAliases = new WeakMap<CareerAliases, WeakMap<RankableCareer, string[][]>>();
function termsOf(career: RankableCareer, aliases: CareerAliases): string[][] {
  let byCareer = termsByAliases.get(aliases);
  if (!byCareer) {
    byCareer = new WeakMap();
    termsByAliases.set(aliases, byCareer);
  }
  let terms = byCareer.get(career);
  if (!terms) {
    terms = [career.name.en, career.name.hi ?? "", ...(aliases.get(career.id) ?? [])]
      .map(keyWords)
      .filter((words) => words.length > 0);
    byCareer.set(career, terms);
  }
  return terms;
}

// the careers in name order (ties by id), once per list: sorting by score then keeps this order
const nameOrder = new WeakMap<readonly RankableCareer[], Map<string, number>>();
function namePositions(careers: readonly RankableCareer[]): Map<string, number> {
  let positions = nameOrder.get(careers);
  if (!positions) {
    collator ??= new Intl.Collator("en", { sensitivity: "base", numeric: true });
    const byName = collator;
    const sorted = [...careers].sort(
      (a, b) => byName.compare(a.name.en, b.name.en) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
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
  goals: Goal[];
  /** the careers each goal names, by career id: the first goal that names it */
  goalOf: Map<string, Goal>;
  /** the careers whose name or other name is exactly a goal ("Doctor" for "doctor", not "Ayurveda Doctor") */
  namedExactly: Set<string>;
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

function studentFacts(
  student: RankingStudent,
  careers: readonly RankableCareer[],
  aliases: CareerAliases,
): StudentFacts {
  const strengthWords = wordsOf(student.strength ?? "").filter((word) => !STOP_WORDS.has(word));
  const strengths = RIASEC_TYPES.flatMap((type) => {
    const word = strengthWords.find((candidate) => STRENGTH_WORDS[type].includes(candidate));
    return word ? [{ type, word }] : [];
  });
  const goals = student.aspiration
    ? goalsOf(
        student.aspiration,
        careers.flatMap((career) => termsOf(career, aliases)),
      )
    : [];
  const goalOf = new Map<string, Goal>();
  const namedExactly = new Set<string>();
  for (const career of goals.length === 0 ? [] : careers) {
    const terms = termsOf(career, aliases);
    const goal = goals.find((candidate) => terms.some((term) => nameEachOther(term, candidate.words)));
    if (!goal) continue;
    goalOf.set(career.id, goal);
    if (terms.some((term) => term.join(" ") === goal.words.join(" "))) namedExactly.add(career.id);
  }
  const leastFavourites = subjectsIn(student.nonFavouriteSubject);
  return {
    code: student.interests?.code,
    favourites: subjectsIn(student.favouriteSubject).filter((subject) => !leastFavourites.includes(subject)),
    leastFavourites,
    hobbies: subjectsIn(student.hobbies),
    strengths,
    goals,
    goalOf,
    namedExactly,
    quiz: new Set(student.quizCareerIds ?? []),
    ref: rememberedMessageRef(),
  };
}

/**
 * Why a career fits an interest code, in plain words ("You enjoy helping and teaching people and
 * finding out how things work; this work does both every day"): the student's two strongest types that
 * the career's code has, in the career's order, so that a caring career and a curious one say it apart.
 * With the career's skills, the reason ends on the first one the student can read in Hindi and English
 * ("...; it asks for caring for patients"): each card's reason is its own.
 */
export function interestReason(
  studentCode: string,
  career: Pick<RankableCareer, "riasec" | "skills">,
  ref: (key: string, vars?: Record<string, string>) => string = messageRef,
): string {
  const shared = ([...studentCode].filter((letter) => career.riasec.includes(letter)) as RiasecType[])
    .slice(0, 2)
    .sort((a, b) => career.riasec.indexOf(a) - career.riasec.indexOf(b));
  const [first = "", second] = shared.map((type) => `plan.types.${type}.enjoy`);
  const skill = career.skills?.find((candidate) => candidate.hi);
  const withSkill = skill ? { skill: localizedValue(skill) } : undefined;
  if (second)
    return ref(withSkill ? "plan.reasons.interestTwoSkill" : "plan.reasons.interestTwo", {
      first,
      second,
      ...withSkill,
    });
  return ref(withSkill ? "plan.reasons.interestOneSkill" : "plan.reasons.interestOne", { first, ...withSkill });
}

function pointsFor(career: RankableCareer, student: RankingStudent, facts: StudentFacts): RecommendationPoints[] {
  const points: RecommendationPoints[] = [];
  const P = RECOMMENDATION_POINTS;

  if (facts.code) {
    const fit = interestFit(facts.code, career.riasec);
    if (fit > 0)
      points.push({ factor: "interest", points: fit, reason: interestReason(facts.code, career, facts.ref) });
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

  const goal = facts.goalOf.get(career.id);
  const nearGoal = goal ? undefined : career.related.map((id) => facts.goalOf.get(id)).find(Boolean);
  if (goal) {
    points.push({
      factor: "aspiration",
      points: P.aspiration,
      reason: facts.ref("plan.reasons.aspiration", { goal: goal.text }),
    });
  } else if (nearGoal) {
    points.push({
      factor: "nearAspiration",
      points: P.nearAspiration,
      reason: facts.ref("plan.reasons.nearAspiration", { goal: nearGoal.text }),
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
 * The ranking with the best-ranked career of each goal (of those it names exactly, when there are any:
 * "doctor" is the Doctor before the Ayurveda Doctor) among the first GOAL_PLACES, in ranking order;
 * the best of the others fill the rest: "teacher or engineer" shows an engineer too.
 */
function withEveryGoalSeen<Item extends { career: RankableCareer }>(ranked: Item[], facts: StudentFacts): Item[] {
  const chosen = new Set(
    facts.goals
      .map((goal) => {
        const ofGoal = (item: Item) => facts.goalOf.get(item.career.id) === goal;
        return ranked.find((item) => ofGoal(item) && facts.namedExactly.has(item.career.id)) ?? ranked.find(ofGoal);
      })
      .filter((item) => item !== undefined)
      .slice(0, GOAL_PLACES),
  );
  if (chosen.size === 0) return ranked;
  const others = ranked.filter((item) => !chosen.has(item));
  const kept = GOAL_PLACES - chosen.size;
  const first = new Set([...others.slice(0, kept), ...chosen]);
  return [...ranked.filter((item) => first.has(item)), ...others.slice(kept)];
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
  aliases: CareerAliases = noAliases,
): Recommendation[] {
  const facts = studentFacts(student, careers, aliases);
  const byName = namePositions(careers);
  const scored = careers
    .filter((career) => matchesFilters(career, filters))
    .map((career) => {
      const points = pointsFor(career, student, facts);
      return { career, points, score: points.reduce((sum, point) => sum + point.points, 0) };
    })
    .sort((a, b) => b.score - a.score || (byName.get(a.career.id) ?? 0) - (byName.get(b.career.id) ?? 0));
  return withEveryGoalSeen(scored, facts)
    .slice(0, limit)
    .map(({ career, points, score }): Recommendation => {
      // the card's own reason first: what the work asks and the interests she shares with it; then
      // the weightiest (her goal, when this career is one she named)
      const weightiest = [...points].sort(
        (a, b) =>
          Number(b.factor === "interest") - Number(a.factor === "interest") || Math.abs(b.points) - Math.abs(a.points),
      );
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
