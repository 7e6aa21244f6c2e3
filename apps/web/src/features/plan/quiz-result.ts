import { saveQuizResult } from "./api/plan-requests.ts";
import { keepPendingQuizResult } from "./pending.ts";

/**
 * The career quiz's result, kept for the student's plan: saved to the account when signed in, else
 * kept in this tab and saved after sign-up or sign-in. Never fails the quiz: a failed save is quiet.
 */
export async function rememberQuizResult(resultId: string, signedIn: boolean): Promise<"saved" | "pending" | "failed"> {
  if (!signedIn) {
    keepPendingQuizResult(resultId);
    return "pending";
  }
  try {
    await saveQuizResult(resultId);
    keepPendingQuizResult(null);
    return "saved";
  } catch {
    return "failed";
  }
}
