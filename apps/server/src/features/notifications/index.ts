// What other features may use of notifications: e-mail (SMTP or the stored outbox) and reminders.
// The bookings and workshops features call these after their write has committed.
export { notifyBooking, notifyRegistration, reminderHandlers } from "./service.ts";
export type { BookingEvent, RegistrationEvent } from "./messages.ts";
