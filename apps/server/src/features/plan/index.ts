// what other features may use of My Plan (the AI mentor receives the student's plan through this)
export { loadPlanForCounsellor, type PlanForCounsellor } from "./service.ts";
