// what other features may use of mentors
export { findMentor } from "./queries.ts";
