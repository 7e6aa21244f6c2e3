// what other features may use of profiles
export { findProfileForCounsellor } from "./queries.ts";
