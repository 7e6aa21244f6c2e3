// what other features may use of My Plan (the AI mentor receives the student's plan through this)
export {
  type KnownPlan,
  // a linked parent's read-only view (features/parents)
  loadPlan,
  loadPlanForCounsellor,
  type PlanForCounsellor,
  planFirstSteps,
  refreshPlanForCounsellor,
} from "./service.ts";
export { type PlanFigures, planFigures, type SharedPlanParts, sharedPlanParts } from "./shared-plans.ts";
export { findCareer } from "./content.ts";
