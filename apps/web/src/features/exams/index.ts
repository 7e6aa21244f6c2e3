// The exams' queries: the calendar's list and one exam.
export { examCalendarQuery, examQuery } from "./api/exams-api.ts";
