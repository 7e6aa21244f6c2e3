// What other features use of My Plan: the Save button, the progress marks, the dashboard's section
// and the quiz's saved result.
export { SaveCareerButton } from "./components/save-career-button.tsx";
export { PathwayProgress } from "./components/pathway-progress.tsx";
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
