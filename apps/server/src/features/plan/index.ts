// what other features may use of My Plan (the AI mentor receives the student's plan through this)
export {
  type KnownPlan,
  loadPlanForCounsellor,
  type PlanForCounsellor,
  planFirstSteps,
  refreshPlanForCounsellor,
} from "./service.ts";
export { type SharedPlanParts, sharedPlanParts } from "./shared-plans.ts";
export { EXAM_WINDOW_MONTHS, examWindows, findCareer, windowMonths } from "./content.ts";
