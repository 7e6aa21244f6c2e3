// Query keys that more than one feature touches: booking a mentor or registering for a workshop
// refreshes My Sessions.
export const myBookingsKey = ["my-bookings"] as const;
