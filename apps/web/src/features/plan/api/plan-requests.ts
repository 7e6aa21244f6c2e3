import type { InterestResult, SavedQuizResult } from "@disha/shared/plan";
import { api } from "../../../lib/api-client.ts";

// Plain requests, without the query cache, for pages that have none (the career quiz).
export const saveInterests = (answers: Record<string, number>) =>
  api.put<InterestResult>("/api/me/interests", { answers });

export const saveQuizResult = (resultId: string) => api.put<SavedQuizResult>("/api/me/quiz-result", { resultId });
