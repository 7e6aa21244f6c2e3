// What other features may use of notifications: e-mail (SMTP or the stored outbox) and reminders.
// The bookings and workshops features call these after their write has committed; a new booking
// schedules its notice inside its own transaction.
export {
  askToConfirmRegistration,
  type NoticeSubject,
  notifyBooking,
  notifyRegistration,
  reminderHandlers,
  scheduleBookedNotice,
  scheduleCancelledNotices,
} from "./service.ts";
export type { BookingEvent, RegistrationEvent } from "./messages.ts";
