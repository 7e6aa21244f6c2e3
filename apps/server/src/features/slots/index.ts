// what other features may use of slots: a mentor's rules, their slots, and the time a booking holds
export { type AvailabilityRules, type SlotProblem, daySpan, slotProblem } from "./availability.ts";
export { availabilityOf, liveBusyTimes, mentorOnDate, saveAvailability } from "./queries.ts";
