// what other features may use of bookings
export { liveBusyTimes, sessionsOfMentor } from "./queries.ts";
export { cancelSessionsOfMentor, endMentor, type MentorRef, mentorStandingChanged } from "./ended-mentors.ts";
export {
  bookingCalendarFile,
  cancelByMentor,
  requireMentorsBooking,
  setSessionMeetingUrl,
  setSessionNotes,
} from "./service.ts";
