// what other features may use of calendar files
export {
  type BookingCalendarFacts,
  type CalendarEvent,
  bookingCalendar,
  calendarFile,
  calendarHeaders,
  calendarUid,
  registrationCalendar,
} from "./ics.ts";
