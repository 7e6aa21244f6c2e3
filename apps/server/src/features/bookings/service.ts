import { randomUUID } from "node:crypto";
import { t } from "@disha/shared/i18n";
import { type Booking, type BookingInput, istDate, istToUtcIso, slotTimeProblem } from "@disha/shared";
import type { Kysely } from "kysely";
import { isUniqueViolation, nowIso } from "../../lib/db/database.ts";
import type { Database } from "../../lib/db/schema.ts";
import { HttpError } from "../../lib/errors.ts";
import { findMentor } from "../mentors/index.ts";
import { findBooking, hasLiveBookingAt, toBooking } from "./queries.ts";

export const SLOT_TAKEN_MESSAGE = t("errors.bookings.slotTaken");
export const STUDENT_BUSY_MESSAGE = t("errors.bookings.studentBusy");

/** Books a slot for the student; the database's unique indexes decide races, never a read before the write. */
export async function bookSession(db: Kysely<Database>, studentId: string, input: BookingInput): Promise<Booking> {
  const now = new Date();
  const problem = slotTimeProblem(input.date, input.time, now);
  if (problem) {
    // earlier today is the time's fault; any other day is the date's
    const field = input.date === istDate(now) ? "time" : "date";
    throw HttpError.badRequest(problem, { [field]: problem });
  }
  const mentorName = (await findMentor(db, input.mentorId))?.name;
  if (mentorName === undefined) throw HttpError.notFound(t("errors.mentors.unknown"));

  const row = {
    id: randomUUID(),
    mentorId: input.mentorId,
    studentId,
    startsAt: istToUtcIso(input.date, input.time),
    cancelledAt: null,
    createdAt: nowIso(),
  };
  try {
    await db.insertInto("booking").values(row).execute();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // the insert already lost; this read only chooses the words
    const busy = await hasLiveBookingAt(db, studentId, row.startsAt);
    throw HttpError.conflict(busy ? STUDENT_BUSY_MESSAGE : SLOT_TAKEN_MESSAGE);
  }
  return toBooking({ ...row, mentorName });
}

export const unknownBooking = () => HttpError.notFound(t("errors.bookings.unknown"));

/**
 * Cancels an upcoming booking (the route has checked it is the caller's), which frees its slot: the
 * unique indexes only count live rows.
 */
export async function cancelBooking(db: Kysely<Database>, bookingId: string): Promise<Booking> {
  const booking = await findBooking(db, bookingId);
  if (!booking) throw unknownBooking();
  if (booking.cancelledAt !== null) return toBooking(booking);
  if (Date.parse(booking.startsAt) <= Date.now()) {
    throw HttpError.conflict(t("errors.bookings.alreadyStarted"));
  }
  const cancelledAt = nowIso();
  await db
    .updateTable("booking")
    .set({ cancelledAt })
    .where("id", "=", bookingId)
    .where("cancelledAt", "is", null)
    .execute();
  const cancelled = await findBooking(db, bookingId);
  return toBooking(cancelled ?? { ...booking, cancelledAt });
}
