import type { StudyStage, Stream, Recommendation } from "./recommend.ts";
import type { RiasecScores, RiasecType } from "./riasec.ts";
import type { StepStatus } from "./schemas.ts";

/** A text of the content in English and, when translated, Hindi. */
export interface LocalizedText {
  en: string;
  hi?: string | undefined;
}

/** GET /api/interest-profiler (public): the 60 items in the order a student answers them. */
export interface InterestProfilerResponse {
  items: { id: string; type: RiasecType; text: LocalizedText }[];
}

/** One sitting of the profiler. PUT /api/me/interests answers 201 with this. */
export interface InterestResult {
  id: string;
  scores: RiasecScores;
  /** the three strongest types, strongest first ("ISR") */
  code: string;
  takenAt: string;
}

/** GET /api/me/interests: the latest result and every result, newest first. */
export interface InterestsResponse {
  latest: InterestResult | null;
  history: InterestResult[];
}

/** The career quiz's result saved to the account. PUT and GET /api/me/quiz-result answer with this. */
export interface SavedQuizResult {
  resultId: string;
  /** the quiz's label for it ("Doctor/Biotechnologist") */
  career: string;
  careerIds: string[];
  takenAt: string;
}

/** What a roadmap or career pathway step is: its stable id and its title. */
export interface PlanStep {
  id: string;
  title: LocalizedText;
}

/**
 * A student's progress on one roadmap (pathId = a roadmap slug such as "medical") or one career's
 * pathway (pathId = the career's slug). percent = (done + skipped) / total, rounded down.
 */
export interface PathProgress {
  pathId: string;
  kind: "career" | "roadmap";
  total: number;
  done: number;
  inProgress: number;
  skipped: number;
  percent: number;
  /** the marked steps; a step not listed has no mark */
  steps: Record<string, StepStatus>;
  /** the first step, in order, neither done nor skipped; null when all are */
  nextStep: PlanStep | null;
}

/** A saved career. PUT /api/me/shortlist/:careerSlug answers with this. */
export interface ShortlistItem {
  slug: string;
  name: LocalizedText;
  family: string;
  riasec: string;
  note: string | null;
  savedAt: string;
  progress: PathProgress;
}

/** GET /api/me/shortlist */
export interface ShortlistResponse {
  shortlist: ShortlistItem[];
}

/** GET /api/me/recommendations */
/** What a student can tell Disha that recommendations read: the interest profiler, her profile, the quiz. */
export const RECOMMENDATION_INPUTS = ["interests", "profile", "quiz"] as const;
export type RecommendationInput = (typeof RECOMMENDATION_INPUTS)[number];

export interface RecommendationsResponse {
  items: Recommendation[];
  total: number;
  /** what she has not done yet, each offered on the page; what she has done is not asked again */
  toDo: RecommendationInput[];
  /** her interest code ("SIR"), explained letter by letter beside the list; null before the profiler */
  interestCode: string | null;
}

/** The profile answers that recommendations read. */
export interface PlanProfileSummary {
  name: string;
  study: StudyStage;
  stream: Stream | null;
  favouriteSubject: string;
  nonFavouriteSubject: string | null;
  aspiration: string;
  hobbies: string;
  strength: string | null;
}

/** When an exam of a shortlisted career usually opens for applications or is held, within the window. */
export interface ExamWindow {
  examId: string;
  name: LocalizedText;
  fullName: LocalizedText;
  officialSite: string;
  /** the shortlisted careers it leads to */
  careers: string[];
  /** usual months (1 to 12) within the window; dates are on the official site */
  applicationMonths: number[];
  examMonths: number[];
}

/** GET /api/me/plan: everything the dashboard's My Plan shows. */
export interface PlanResponse {
  interests: InterestResult | null;
  quizResult: SavedQuizResult | null;
  profile: PlanProfileSummary | null;
  shortlist: ShortlistItem[];
  /** every roadmap and pathway with at least one marked step, shortlisted or not */
  progress: PathProgress[];
  /** the top recommendations (PLAN_RECOMMENDATIONS of them) */
  recommendations: Recommendation[];
  /** the months this window covers, this month first (India time) */
  examMonths: number[];
  examWindows: ExamWindow[];
}
