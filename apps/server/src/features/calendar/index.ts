// what other features may use of calendar files
export { type CalendarEvent, calendarFile, calendarHeaders, calendarUid, registrationCalendar } from "./ics.ts";
