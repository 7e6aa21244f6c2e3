// what other features may use of bookings
export { liveSlotStarts } from "./queries.ts";
