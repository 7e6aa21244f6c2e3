// The mentor console's queries: the mentor's own card and hours, and their sessions.
export { mentorConsoleQuery, mentorSessionsQuery } from "./api/mentor-console-api.ts";
