import { ErrorCode } from "@disha/shared";
import { ApiRequestError } from "../../lib/api-client.ts";
import { saveQuizResult } from "./api/plan-requests.ts";
import { keepPendingQuizResult } from "./pending.ts";

/**
 * What became of the quiz's result: saved, kept in this tab until sign-up, not saved, or held back
 * because this Disha stores a student's plan only after a parent's consent (CONSENT_MODE=parent), with
 * the server's words saying why.
 */
export type QuizResultOutcome = { state: "saved" | "pending" | "failed" } | { state: "held"; reason: string };

/**
 * The career quiz's result, kept for the student's plan: saved to the account when signed in, else
 * kept in this tab and saved after sign-up or sign-in. Never fails the quiz: a failed save is quiet.
 */
export async function rememberQuizResult(resultId: string, signedIn: boolean): Promise<QuizResultOutcome> {
  if (!signedIn) {
    keepPendingQuizResult(resultId);
    return { state: "pending" };
  }
  try {
    await saveQuizResult(resultId);
    keepPendingQuizResult(null);
    return { state: "saved" };
  } catch (error) {
    if (error instanceof ApiRequestError && error.code === ErrorCode.consentRequired) {
      return { state: "held", reason: error.message };
    }
    return { state: "failed" };
  }
}
