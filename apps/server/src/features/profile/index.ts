// what other features may use of profiles
export { findProfileForCounsellor, findProfileForPlan } from "./queries.ts";
