import {
  InterestAnswersSchema,
  ProgressBodySchema,
  QuizResultBodySchema,
  RecommendationsQuerySchema,
  ShortlistBodySchema,
} from "../plan/schemas.ts";
import type {
  InterestProfilerResponse,
  InterestResult,
  InterestsResponse,
  PathProgress,
  PlanResponse,
  RecommendationsResponse,
  SavedQuizResult,
  ShortlistItem,
  ShortlistResponse,
} from "../plan/types.ts";
import { answer, endpoint } from "./endpoint.ts";

// every /api/me answer is the signed-in student's own: the server reads who it is from the session
export const planApi = {
  profiler: endpoint({ method: "GET", path: "/api/interest-profiler", response: answer<InterestProfilerResponse>() }),
  overview: endpoint({ method: "GET", path: "/api/me/plan", response: answer<PlanResponse>() }),
  interests: endpoint({ method: "GET", path: "/api/me/interests", response: answer<InterestsResponse>() }),
  saveInterests: endpoint({
    method: "PUT",
    path: "/api/me/interests",
    body: InterestAnswersSchema,
    response: answer<InterestResult>(),
  }),
  saveQuizResult: endpoint({
    method: "PUT",
    path: "/api/me/quiz-result",
    body: QuizResultBodySchema,
    response: answer<SavedQuizResult>(),
  }),
  recommendations: endpoint({
    method: "GET",
    path: "/api/me/recommendations",
    query: RecommendationsQuerySchema,
    response: answer<RecommendationsResponse>(),
  }),
  shortlist: endpoint({ method: "GET", path: "/api/me/shortlist", response: answer<ShortlistResponse>() }),
  saveCareer: endpoint({
    method: "PUT",
    path: "/api/me/shortlist/:careerSlug",
    body: ShortlistBodySchema,
    response: answer<ShortlistItem>(),
  }),
  removeCareer: endpoint({ method: "DELETE", path: "/api/me/shortlist/:careerSlug", response: answer<null>() }),
  progress: endpoint({ method: "GET", path: "/api/me/progress/:pathId", response: answer<PathProgress>() }),
  markStep: endpoint({
    method: "PUT",
    path: "/api/me/progress/:pathId/:stepId",
    body: ProgressBodySchema,
    response: answer<PathProgress>(),
  }),
};
