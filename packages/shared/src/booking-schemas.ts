// What a booking request must hold: the server parses with these, the booking forms check with them.
// Apart from booking.ts, so a page that only shows bookings loads no zod (decision 031).
import { z } from "./zod.ts";
import { messageRef } from "./i18n/message-ref.ts";
import { isCalendarDate, SELECT_DATE_AND_TIME } from "./booking.ts";

const REAL_DATE = "validation.booking.realDate";
/** 'HH:MM', India time; which times a mentor offers is the server's rule (their availability). */
const SLOT_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const slotDate = z
  .string({ error: SELECT_DATE_AND_TIME })
  .min(1, SELECT_DATE_AND_TIME)
  .refine(isCalendarDate, REAL_DATE);
const slotTime = z
  .string({ error: SELECT_DATE_AND_TIME })
  .min(1, SELECT_DATE_AND_TIME)
  .regex(SLOT_TIME_PATTERN, "bookings.validation.time");

export const BookingSchema = z.object({
  mentorId: z.string({ error: SELECT_DATE_AND_TIME }).trim().min(1, SELECT_DATE_AND_TIME).max(100),
  date: slotDate,
  time: slotTime,
  /** what the student chooses to tell the mentor beforehand; the mentor sees it */
  note: z
    .string()
    .trim()
    .max(1000, messageRef("bookings.validation.noteTooLong", { max: 1000 }))
    .optional(),
  // accepted only because the prototype's client sent it; the server refuses any that is not the session's user
  userId: z.string().optional(),
});
export type BookingInput = z.infer<typeof BookingSchema>;

/** POST /api/bookings/:id/reschedule: the new slot of the same mentor. */
export const RescheduleSchema = z.object({ date: slotDate, time: slotTime });
export type RescheduleInput = z.infer<typeof RescheduleSchema>;

export const SlotsQuerySchema = z.object({
  date: z.string({ error: "validation.booking.addDate" }).refine(isCalendarDate, REAL_DATE),
});
export type SlotsQueryInput = z.infer<typeof SlotsQuerySchema>;
