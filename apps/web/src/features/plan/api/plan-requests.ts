import { planApi } from "@disha/shared/api";
import { fetchApi } from "../../../lib/api-client.ts";

// Plain requests, without the query cache, for pages that have none (the career quiz).
export const saveInterests = (answers: Record<string, number>) =>
  fetchApi(planApi.saveInterests, { body: { answers } });

export const saveQuizResult = (resultId: string) => fetchApi(planApi.saveQuizResult, { body: { resultId } });
