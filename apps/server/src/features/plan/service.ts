import { randomUUID } from "node:crypto";
import { interestProfiler } from "@disha/content/interest-profiler";
import { careerFamilies } from "@disha/content/knowledge/schemas";
import { knowledgeBase } from "@disha/content/knowledge/base";
import { vocabulary } from "@disha/content/vocabulary";
import {
  type CareerAliases,
  type InterestProfilerResponse,
  type InterestResult,
  type InterestsResponse,
  PLAN_RECOMMENDATIONS,
  type PathProgress,
  type PlanProfileSummary,
  type PlanResponse,
  type ProgressStatus,
  type RankingStudent,
  type Recommendation,
  type RecommendationsQueryInput,
  RECOMMENDATION_INPUTS,
  type RecommendationInput,
  type RecommendationsResponse,
  type RiasecScores,
  SHORTLIST_MAX,
  type SavedQuizResult,
  type ShortlistItem,
  type StepStatus,
  countMatching,
  planMessageKeys,
  rankCareers,
  scoreInterestProfiler,
} from "@disha/shared/plan";
import { englishMessage, t } from "@disha/shared/i18n";
import type { Kysely } from "kysely";
import { nowIso, nowIsoAfter } from "../../lib/db/database.ts";
import type { Database } from "../../lib/db/schema.ts";
import { HttpError } from "../../lib/errors.ts";
import { devanagariToLatin } from "../../lib/harm/normalise.ts";
import { findProfileForPlan } from "../profile/index.ts";
import {
  examWindows,
  findCareer,
  findPath,
  findQuizResult as findQuizNode,
  type PlanPath,
  progressOf,
  windowMonths,
} from "./content.ts";
import {
  deleteProgress,
  deleteShortlistEntry,
  findPlanStamp,
  findQuizResult,
  type InterestResultRow,
  insertInterestResult,
  listInterestResults,
  listProgress,
  listShortlist,
  type ProgressRow,
  type ShortlistRow,
  upsertProgress,
  upsertQuizResult,
  upsertShortlistEntry,
} from "./queries.ts";

type Db = Kysely<Database>;

export const unknownCareer = () => HttpError.notFound(t("plan.errors.unknownCareer"));
export const unknownPath = () => HttpError.notFound(t("plan.errors.unknownPath"));
export const unknownStep = () => HttpError.notFound(t("plan.errors.unknownStep"));

/** GET /api/interest-profiler: the items in the order they are asked. */
export function profilerItems(): InterestProfilerResponse {
  return {
    items: interestProfiler().items.map((item) => ({ id: item.id, type: item.type, text: { ...item.text } })),
  };
}

export function profilerItemIds(): string[] {
  return interestProfiler().items.map((item) => item.id);
}

function toInterestResult(row: InterestResultRow): InterestResult {
  return { id: row.id, scores: JSON.parse(row.scores) as RiasecScores, code: row.code, takenAt: row.takenAt };
}

/** Scores a full set of answers and keeps it as a new dated result; earlier results stay as history. */
export async function saveInterests(db: Db, userId: string, answers: Record<string, number>): Promise<InterestResult> {
  const { scores, code } = scoreInterestProfiler(interestProfiler().items, answers);
  const [latest] = await listInterestResults(db, userId, 1);
  // each sitting gets a later time than the one before, so "latest" never depends on the clock's resolution
  const takenAt = nowIsoAfter(latest?.takenAt);
  const row = {
    id: randomUUID(),
    userId,
    answers: JSON.stringify(answers),
    scores: JSON.stringify(scores),
    code,
    takenAt,
  };
  await insertInterestResult(db, row);
  return toInterestResult(row);
}

export async function getInterests(db: Db, userId: string): Promise<InterestsResponse> {
  const history = (await listInterestResults(db, userId)).map(toInterestResult);
  return { latest: history[0] ?? null, history };
}

function toSavedQuizResult(row: { resultId: string; takenAt: string }): SavedQuizResult | null {
  const node = findQuizNode(row.resultId);
  // a result the quiz no longer has is as good as none
  return node
    ? { resultId: row.resultId, career: node.career, careerIds: [...node.careerIds], takenAt: row.takenAt }
    : null;
}

export async function saveQuizResult(db: Db, userId: string, resultId: string): Promise<SavedQuizResult> {
  if (!findQuizNode(resultId))
    throw HttpError.badRequest(t("errors.generic.fieldsNeedAttention"), {
      resultId: englishMessage(planMessageKeys.resultId),
    });
  const row = { userId, resultId, takenAt: nowIso() };
  await upsertQuizResult(db, row);
  return toSavedQuizResult(row)!;
}

export async function getQuizResult(db: Db, userId: string): Promise<SavedQuizResult | null> {
  const row = await findQuizResult(db, userId);
  return row ? toSavedQuizResult(row) : null;
}

function marksByPath(rows: readonly ProgressRow[]): Map<string, Map<string, StepStatus>> {
  const byPath = new Map<string, Map<string, StepStatus>>();
  for (const row of rows) {
    const marks = byPath.get(row.pathId) ?? new Map<string, StepStatus>();
    marks.set(row.stepId, row.status);
    byPath.set(row.pathId, marks);
  }
  return byPath;
}

function toShortlistItem(row: ShortlistRow, marks: ReadonlyMap<string, StepStatus> | undefined): ShortlistItem | null {
  const career = findCareer(row.careerSlug);
  const path = findPath(row.careerSlug);
  // a career removed from the library drops out of the list (its row stays until the student's data is erased)
  if (!career || !path) return null;
  return {
    slug: career.id,
    name: { ...career.name },
    family: career.family,
    riasec: career.riasec,
    note: row.note,
    savedAt: row.savedAt,
    progress: progressOf(path, marks ?? new Map()),
  };
}

function shortlistWithProgress(rows: readonly ShortlistRow[], progress: readonly ProgressRow[]): ShortlistItem[] {
  const byPath = marksByPath(progress);
  return rows.flatMap((row) => toShortlistItem(row, byPath.get(row.careerSlug)) ?? []);
}

export async function getShortlist(db: Db, userId: string): Promise<ShortlistItem[]> {
  const [rows, progress] = await Promise.all([listShortlist(db, userId), listProgress(db, userId)]);
  return shortlistWithProgress(rows, progress);
}

/** Saves a career (or changes its note); 404 for a career the library does not have, 409 past the limit. */
export async function saveToShortlist(
  db: Db,
  userId: string,
  careerSlug: string,
  note: string | null,
): Promise<ShortlistItem> {
  if (!findCareer(careerSlug)) throw unknownCareer();
  const saved = await listShortlist(db, userId);
  if (saved.length >= SHORTLIST_MAX && !saved.some((row) => row.careerSlug === careerSlug))
    throw HttpError.conflict(t("plan.errors.shortlistFull", { max: SHORTLIST_MAX }));
  // a career saved later lists after those saved before it, even within one millisecond
  const savedAt = nowIsoAfter(saved.reduce((last, row) => (row.savedAt > last ? row.savedAt : last), ""));
  const row = await upsertShortlistEntry(db, { userId, careerSlug, note, savedAt });
  const marks = marksByPath(await listProgress(db, userId, careerSlug)).get(careerSlug);
  return toShortlistItem(row, marks)!;
}

export async function removeFromShortlist(db: Db, userId: string, careerSlug: string): Promise<void> {
  if (!findCareer(careerSlug)) throw unknownCareer();
  await deleteShortlistEntry(db, userId, careerSlug);
}

export function requirePath(pathId: string): PlanPath {
  const path = findPath(pathId);
  if (!path) throw unknownPath();
  return path;
}

export async function getPathProgress(db: Db, userId: string, pathId: string): Promise<PathProgress> {
  const path = requirePath(pathId);
  return progressOf(path, marksByPath(await listProgress(db, userId, pathId)).get(pathId) ?? new Map());
}

/** A step of a roadmap or career pathway; 404 for an unknown path or step. */
export function requireStep(pathId: string, stepId: string): { path: PlanPath; stepId: string } {
  const path = requirePath(pathId);
  if (!path.steps.some((step) => step.id === stepId)) throw unknownStep();
  return { path, stepId };
}

/** Marks one step ("none" clears the mark) and answers with the path's progress. */
export async function markStep(
  db: Db,
  userId: string,
  { path, stepId }: { path: PlanPath; stepId: string },
  status: ProgressStatus,
): Promise<PathProgress> {
  if (status === "none") await deleteProgress(db, userId, path.pathId, stepId);
  else await upsertProgress(db, { userId, pathId: path.pathId, stepId, status, updatedAt: nowIso() });
  return getPathProgress(db, userId, path.pathId);
}

type ProfileForPlan = NonNullable<Awaited<ReturnType<typeof findProfileForPlan>>>;

function toProfileSummary(row: ProfileForPlan): PlanProfileSummary {
  return {
    name: row.name,
    study: row.study as PlanProfileSummary["study"],
    stream: row.stream as PlanProfileSummary["stream"],
    favouriteSubject: row.favouriteSubject,
    nonFavouriteSubject: row.nonFavouriteSubject,
    aspiration: row.aspiration,
    hobbies: row.hobbies,
    strength: row.strength,
  };
}

function rankingStudent(
  profile: PlanProfileSummary | null,
  interests: InterestResult | null,
  quizResult: SavedQuizResult | null,
): RankingStudent {
  return { ...profile, interests, quizCareerIds: quizResult?.careerIds };
}

/** Everything ranking reads of a student; a field added to RankingStudent must be added here (the type says so). */
function rankingKey(student: RankingStudent): string {
  const fields: { [Field in keyof Required<RankingStudent>]: unknown } = {
    interests: student.interests ? [student.interests.code, student.interests.scores] : null,
    favouriteSubject: student.favouriteSubject,
    nonFavouriteSubject: student.nonFavouriteSubject,
    hobbies: student.hobbies,
    strength: student.strength,
    aspiration: student.aspiration,
    study: student.study,
    stream: student.stream,
    quizCareerIds: student.quizCareerIds,
  };
  return JSON.stringify(fields);
}

let careerAliases: CareerAliases | undefined;

/**
 * The other names a goal may use for each career: the vocabulary's aliases, and the Hindi name as Roman
 * Hindi spells it ("vakil" for वकील); the English and Devanagari names are the ranking's own.
 */
export function aliasesOfCareers(): CareerAliases {
  if (!careerAliases) {
    const byCareer = new Map<string, string[]>();
    const add = (career: string, names: string[]) => byCareer.set(career, [...(byCareer.get(career) ?? []), ...names]);
    for (const alias of vocabulary().aliases) if (alias.career) add(alias.career, alias.say);
    for (const career of knowledgeBase.careers) if (career.name.hi) add(career.id, [devanagariToLatin(career.name.hi)]);
    careerAliases = byCareer;
  }
  return careerAliases;
}

// Ranking the whole library is the costly part of a plan, and many students give the same answers (a
// new one has given none), so the plans' rankings of the last distinct answer sets are kept. The
// library does not change while the server runs; readers never change what they are given.
const RANKINGS_KEPT = 1_000;
// eslint-disable-next-line no-restricted-syntax -- a memo of a pure ranking over the fixed library (not yet in deps.caches)
const recentRankings = new Map<string, Recommendation[]>();

function planRecommendations(student: RankingStudent): Recommendation[] {
  const key = rankingKey(student);
  let ranking = recentRankings.get(key);
  if (ranking) recentRankings.delete(key);
  else {
    ranking = rankCareers(knowledgeBase.careers, student, {}, PLAN_RECOMMENDATIONS, aliasesOfCareers());
    if (recentRankings.size >= RANKINGS_KEPT) recentRankings.delete(recentRankings.keys().next().value ?? "");
  }
  recentRankings.set(key, ranking);
  return ranking;
}

/** What ranking reads of the student: the profile, the latest interest result and the quiz result. */
async function studentForRanking(db: Db, userId: string) {
  const [profileRow, [latest], quizResult] = await Promise.all([
    findProfileForPlan(db, userId),
    listInterestResults(db, userId, 1),
    getQuizResult(db, userId),
  ]);
  const profile = profileRow ? toProfileSummary(profileRow) : null;
  const interests = latest ? toInterestResult(latest) : null;
  const state = profileRow?.state ?? null;
  return { profile, state, interests, quizResult, student: rankingStudent(profile, interests, quizResult) };
}

export function unknownFamily(family: string | undefined): boolean {
  return family !== undefined && !(careerFamilies as readonly string[]).includes(family);
}

/** GET /api/me/recommendations: the whole ranked library, filtered, the first `limit`. */
export async function recommendationsFor(
  db: Db,
  userId: string,
  query: RecommendationsQueryInput,
): Promise<RecommendationsResponse> {
  if (unknownFamily(query.family))
    throw HttpError.badRequest(t("errors.generic.fieldsNeedAttention"), { family: t("plan.errors.unknownFamily") });
  const { student, profile, interests, quizResult } = await studentForRanking(db, userId);
  const filters = { stream: query.stream, family: query.family, vocational: query.vocational };
  const done: Record<RecommendationInput, boolean> = {
    interests: interests !== null,
    profile: profile !== null,
    quiz: quizResult !== null,
  };
  return {
    items: rankCareers(knowledgeBase.careers, student, filters, query.limit, aliasesOfCareers()),
    total: countMatching(knowledgeBase.careers, filters),
    toDo: RECOMMENDATION_INPUTS.filter((input) => !done[input]),
    interestCode: interests?.code ?? null,
  };
}

/** GET /api/me/plan: the student's whole plan at `now`. */
export async function loadPlan(db: Db, userId: string, now = new Date()): Promise<PlanResponse> {
  const [{ profile, state, interests, quizResult, student }, shortlistRows, progressRows] = await Promise.all([
    studentForRanking(db, userId),
    listShortlist(db, userId),
    listProgress(db, userId),
  ]);
  const shortlist = shortlistWithProgress(shortlistRows, progressRows);
  const progress = [...marksByPath(progressRows)].flatMap(([pathId, marks]) => {
    const path = findPath(pathId);
    return path ? [progressOf(path, marks)] : [];
  });
  const months = windowMonths(now);
  return {
    interests,
    quizResult,
    profile,
    shortlist,
    progress,
    recommendations: planRecommendations(student),
    examMonths: months,
    examWindows: examWindows(
      shortlist.map((item) => item.slug),
      months,
      state,
    ),
  };
}

/** What the AI mentor may know of the student's plan (their own, in their own chat). */
export interface PlanForCounsellor {
  interests: { code: string; scores: RiasecScores; takenAt: string } | null;
  quizResult: { career: string; careerIds: string[] } | null;
  profile: PlanProfileSummary | null;
  shortlist: {
    slug: string;
    name: string;
    note: string | null;
    percent: number;
    nextStep: string | null;
  }[];
  /** the top recommendations, by slug, with their reasons (catalog keys with values) */
  recommendations: { slug: string; name: string; reasons: string[] }[];
}

export async function loadPlanForCounsellor(db: Db, userId: string): Promise<PlanForCounsellor> {
  const plan = await loadPlan(db, userId);
  return {
    interests: plan.interests
      ? { code: plan.interests.code, scores: plan.interests.scores, takenAt: plan.interests.takenAt }
      : null,
    quizResult: plan.quizResult ? { career: plan.quizResult.career, careerIds: plan.quizResult.careerIds } : null,
    profile: plan.profile,
    shortlist: plan.shortlist.map((item) => ({
      slug: item.slug,
      name: item.name.en,
      note: item.note,
      percent: item.progress.percent,
      nextStep: item.progress.nextStep?.title.en ?? null,
    })),
    recommendations: plan.recommendations.map((item) => ({
      slug: item.slug,
      name: item.name.en,
      reasons: item.reasons,
    })),
  };
}

/** The plan as a reader that keeps it (a chat socket) last read it, with a stamp of what it was made from. */
export interface KnownPlan {
  stamp: string;
  plan: PlanForCounsellor;
}

const stampOf = (planStamp: string, profile: PlanProfileSummary | null) => `${planStamp}${JSON.stringify(profile)}`;

/**
 * loadPlanForCounsellor for a reader that keeps what it read: `known` comes back as it is while neither
 * the plan nor the profile changed, in any tab or on any node, for two small reads instead of five
 * and no ranking.
 */
export async function refreshPlanForCounsellor(db: Db, userId: string, known?: KnownPlan): Promise<KnownPlan> {
  // the stamp is read before the plan, so a change made in between reads as a change next time
  const [planStamp, profileRow] = await Promise.all([
    findPlanStamp(db, userId),
    known ? findProfileForPlan(db, userId) : undefined,
  ]);
  if (known && known.stamp === stampOf(planStamp, profileRow ? toProfileSummary(profileRow) : null)) return known;
  const plan = await loadPlanForCounsellor(db, userId);
  return { stamp: stampOf(planStamp, plan.profile), plan };
}

/** What the dashboard's first steps read of the plan: a profiler sitting, how many careers kept, any marked step. */
export async function planFirstSteps(
  db: Db,
  userId: string,
): Promise<{ interests: boolean; shortlisted: number; markedStep: boolean }> {
  const [interests, shortlist, progress] = await Promise.all([
    listInterestResults(db, userId, 1),
    getShortlist(db, userId),
    listProgress(db, userId),
  ]);
  return { interests: interests.length > 0, shortlisted: shortlist.length, markedStep: progress.length > 0 };
}
