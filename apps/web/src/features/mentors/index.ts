// The mentors list (a mentor's free times are features/slots).
export { mentorsQuery } from "./api/mentors-api.ts";
