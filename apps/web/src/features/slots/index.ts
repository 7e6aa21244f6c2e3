// A mentor's free times: the booking dialog (mentors) and moving a session (bookings) read the same answer.
export { allSlotsKey, mentorSlotsQuery, useMentorSlots } from "./api/slots-api.ts";
