// what other features may use of bookings
export { myBookingsKey, myBookingsQuery } from "./api/bookings-api.ts";
