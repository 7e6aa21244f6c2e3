// Query keys that more than one feature touches: booking a mentor or registering for a workshop
// refreshes My Sessions.
export const myBookingsKey = ["my-bookings"] as const;
// a mentor's edit of their card refreshes the mentors list
export const mentorsListKey = ["mentors"] as const;
