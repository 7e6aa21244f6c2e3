// What other features use of My Plan: the dashboard's section and the quiz's saved result (the Save
// button and the progress marks are in marks.ts).
export { MyPlan } from "./components/my-plan.tsx";
export { type QuizResultOutcome, rememberQuizResult } from "./quiz-result.ts";
// My Plan's queries, one per endpoint, and what refreshes them all
export {
  interestsQuery,
  pathProgressQuery,
  planQuery,
  profilerItemsQuery,
  recommendationsQuery,
  refreshPlan,
  shortlistQuery,
} from "./api/plan-api.ts";
export { monthNames } from "./words.ts";
