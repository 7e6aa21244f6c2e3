// what other features may use of bookings
export { sessionsOfMentor } from "./queries.ts";
export { cancelSessionsOfMentor, endMentor, type MentorRef, mentorStandingChanged } from "./ended-mentors.ts";
export { cancelByMentor, requireMentorsBooking, setSessionMeetingUrl, setSessionNotes } from "./service.ts";
export { hasBooked } from "./queries.ts";
