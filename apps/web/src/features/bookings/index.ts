// What other features may use of bookings: the student's sessions (the dashboard shows the next ones).
export { myBookingsKey, myBookingsQuery } from "./api/bookings-api.ts";
