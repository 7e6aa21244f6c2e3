import { ApiRequestError } from "../../lib/api-client.ts";
import { saveInterests, saveQuizResult } from "./api/plan-requests.ts";

// Kept in this tab only (sessionStorage: gone when the tab closes, so a shared computer does not keep
// a minor's answers): the profiler's answers so far, and what a visitor finished before signing in,
// until their account can take it.
const ANSWERS_SO_FAR = "disha.plan.profilerAnswers";
const PENDING_INTERESTS = "disha.plan.pendingInterests";
const PENDING_QUIZ_RESULT = "disha.plan.pendingQuizResult";

export type Answers = Record<string, number>;

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // storage refused (a private window): the answers live as long as the page
  }
}

function readAnswers(key: string): Answers | null {
  try {
    const parsed: unknown = JSON.parse(read(key) ?? "null");
    if (typeof parsed !== "object" || parsed === null) return null;
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, number] => Number.isInteger(entry[1])),
    );
  } catch {
    return null;
  }
}

/** The profiler's answers so far, so a reload continues where the student was. */
export const readAnswersSoFar = (): Answers => readAnswers(ANSWERS_SO_FAR) ?? {};
export const keepAnswersSoFar = (answers: Answers | null) =>
  write(ANSWERS_SO_FAR, answers ? JSON.stringify(answers) : null);

/** A finished sitting of a visitor who is not signed in: saved once they are. */
export const readPendingInterests = () => readAnswers(PENDING_INTERESTS);
export const keepPendingInterests = (answers: Answers | null) =>
  write(PENDING_INTERESTS, answers ? JSON.stringify(answers) : null);

/** The career quiz's result a visitor reached before signing in ('result-doctor-biotech'). */
export const keepPendingQuizResult = (resultId: string | null) => write(PENDING_QUIZ_RESULT, resultId);

/**
 * Saves to the signed-in student's account what they finished before signing in; true when
 * something was saved (the caller refreshes what depends on it). A refused save is forgotten (the profiler changed
 * meanwhile); a lost connection or a server error is tried twice more, then kept for the next page.
 */
export function savePendingPlan(): Promise<boolean> {
  // the dashboard and the profiler may both ask at once: one save, so the history holds one sitting
  saving ??= saveAll().finally(() => {
    saving = null;
  });
  return saving;
}

let saving: Promise<boolean> | null = null;

async function saveAll(): Promise<boolean> {
  const interests = readPendingInterests();
  const quizResult = read(PENDING_QUIZ_RESULT);
  const saved = [
    interests
      ? await attempt(
          () => saveInterests(interests),
          () => keepPendingInterests(null),
        )
      : false,
    quizResult
      ? await attempt(
          () => saveQuizResult(quizResult),
          () => keepPendingQuizResult(null),
        )
      : false,
  ].some(Boolean);
  return saved;
}

// a student who just signed up should not lose their result to a dropped connection or a busy server
const RETRY_DELAYS_MS = [1000, 3000];
const PASSING_REFUSALS = [401, 429];

/** Saves, forgets what was saved or refused, and tries again after each delay on a transient failure. */
export async function attempt(
  save: () => Promise<unknown>,
  forget: () => void,
  delaysMs: readonly number[] = RETRY_DELAYS_MS,
): Promise<boolean> {
  for (let tries = 0; ; tries += 1) {
    try {
      await save();
      forget();
      return true;
    } catch (error) {
      // a session not yet seen (401) or a limit (429) passes; another 4xx refuses what was sent
      const refused =
        error instanceof ApiRequestError &&
        error.status >= 400 &&
        error.status < 500 &&
        !PASSING_REFUSALS.includes(error.status);
      if (refused) forget();
      const delay = delaysMs[tries];
      if (refused || delay === undefined) return false;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
