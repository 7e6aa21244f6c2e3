// what other features may use of bookings
export { liveBusyTimes, sessionsOfMentor } from "./queries.ts";
export {
  bookingCalendarFile,
  cancelByMentor,
  requireMentorsBooking,
  setSessionMeetingUrl,
  setSessionNotes,
} from "./service.ts";
