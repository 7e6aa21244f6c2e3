import { timeOrderedId } from "../../lib/db/time-ordered-id.ts";
import { t } from "@disha/shared/i18n";
import { type Booking, type BookingInput, type RescheduleInput, istDate, istToUtcIso } from "@disha/shared";
import type { Kysely, Transaction } from "kysely";
import type { AppDeps } from "../../lib/context.ts";
import { isUniqueViolation, nowIso } from "../../lib/db/database.ts";
import { inWriteTransaction } from "../../lib/db/shared-transaction.ts";
import type { Database } from "../../lib/db/schema.ts";
import { HttpError } from "../../lib/errors.ts";
import { bookingCalendar } from "../calendar/index.ts";
import { mentorAnswersChanged, mentorTakesStudentsNow, unknownMentor } from "../mentors/index.ts";
import {
  type AvailabilityRules,
  type SlotProblem,
  daySpan,
  liveBusyTimes,
  mentorOnDate,
  slotProblem,
} from "../slots/index.ts";
import {
  type BookingRow,
  findBooking,
  hasLiveBookingAt,
  insertBooking,
  isChangeable,
  toBooking,
  upcomingCountOf,
} from "./queries.ts";

export const SLOT_TAKEN_MESSAGE = t("errors.bookings.slotTaken");
export const STUDENT_BUSY_MESSAGE = t("errors.bookings.studentBusy");
/** How many sessions that have not started a student may hold at once. */
export const MAX_UPCOMING_PER_STUDENT = 5;
export const CAP_MESSAGE = t("bookings.rules.cap", { max: MAX_UPCOMING_PER_STUDENT });

// a booking made, moved or cancelled changes the mentor's public slots: they are forgotten after it
export type BookingDeps = Pick<AppDeps, "db" | "dbKind" | "env" | "caches">;

export const unknownBooking = () => HttpError.notFound(t("errors.bookings.unknown"));

function cutoffHours(deps: BookingDeps): number {
  return deps.env.BOOKING_CHANGE_CUTOFF_HOURS;
}

function slotRefusal(problem: SlotProblem, rules: AvailabilityRules, date: string, now: Date): HttpError {
  const message = {
    passed: () => t("validation.booking.slotPassed"),
    tooFarAhead: () => t("validation.booking.tooFarAhead", { days: rules.bookingWindowDays }),
    dayOff: () => t("bookings.rules.dayOff"),
    notOffered: () => t("bookings.rules.notOffered"),
    tooSoon: () => t("bookings.rules.tooSoon", { minutes: rules.minimumNoticeMinutes }),
  }[problem]();
  // a time earlier today, or one the day does not offer, is the time's fault; the rest the date's
  const timeAtFault =
    problem === "notOffered" || problem === "tooSoon" || (problem === "passed" && date === istDate(now));
  return HttpError.badRequest(message, { [timeAtFault ? "time" : "date"]: message });
}

function overlapsAny(
  startsAt: string,
  minutes: number,
  busy: { startsAt: string; durationMinutes: number }[],
  bufferMinutes: number,
) {
  const start = Date.parse(startsAt);
  const end = start + minutes * 60_000;
  const buffer = bufferMinutes * 60_000;
  return busy.some((other) => {
    const otherStart = Date.parse(other.startsAt);
    return start < otherStart + other.durationMinutes * 60_000 + buffer && otherStart - buffer < end;
  });
}

/**
 * The checks before a write: the mentor's rules allow the slot and no live session of the mentor (with
 * the buffer) or of the student overlaps it. Two requests racing for the same start are decided by the
 * database's unique indexes at the write, never by this read.
 */
async function checkSlot(
  db: Kysely<Database>,
  rules: AvailabilityRules,
  mentorId: string,
  studentId: string,
  slot: { date: string; time: string },
  now: Date,
  exceptBookingId?: string,
): Promise<{ startsAt: string; durationMinutes: number }> {
  const problem = slotProblem(rules, slot.date, slot.time, now);
  if (problem) throw slotRefusal(problem, rules, slot.date, now);
  const startsAt = istToUtcIso(slot.date, slot.time);
  const { from, to } = daySpan(slot.date, rules);
  const [mentorBusy, studentBusy] = await Promise.all([
    liveBusyTimes(db, { mentorId }, from, to, exceptBookingId),
    liveBusyTimes(db, { studentId }, from, to, exceptBookingId),
  ]);
  if (overlapsAny(startsAt, rules.sessionMinutes, mentorBusy, rules.bufferMinutes)) {
    throw HttpError.conflict(SLOT_TAKEN_MESSAGE);
  }
  if (overlapsAny(startsAt, rules.sessionMinutes, studentBusy, 0)) throw HttpError.conflict(STUDENT_BUSY_MESSAGE);
  return { startsAt, durationMinutes: rules.sessionMinutes };
}

async function conflictFor(db: Kysely<Database>, error: unknown, studentId: string, startsAt: string): Promise<never> {
  if (!isUniqueViolation(error)) throw error;
  // the write already lost; this read only chooses the words
  const busy = await hasLiveBookingAt(db, studentId, startsAt);
  throw HttpError.conflict(busy ? STUDENT_BUSY_MESSAGE : SLOT_TAKEN_MESSAGE);
}

/** A new booking's row, as `bookSession` hands it to what commits with it. */
export interface NewBooking {
  id: string;
  mentorId: string;
  studentId: string;
  startsAt: string;
  durationMinutes: number;
}

/**
 * Books a slot the mentor's rules offer, within the per-student cap, in one short transaction;
 * `commitWith` writes what must exist exactly when the booking does (its notice and reminders).
 */
export async function bookSession(
  deps: BookingDeps,
  studentId: string,
  input: BookingInput,
  commitWith?: (trx: Transaction<Database>, booking: NewBooking) => Promise<void>,
  now = new Date(),
): Promise<Booking> {
  const { db } = deps;
  const found = await mentorOnDate(db, input.mentorId, input.date);
  if (!found?.mentor.takesStudents) throw unknownMentor();
  const { mentor, rules } = found;
  const { startsAt, durationMinutes } = await checkSlot(db, rules, mentor.id, studentId, input, now);
  const row = {
    id: timeOrderedId(),
    mentorId: mentor.id,
    studentId,
    startsAt,
    durationMinutes,
    studentNote: input.note || null,
    cancelledAt: null,
    createdAt: now.toISOString(),
  };
  try {
    await inWriteTransaction(db, deps.dbKind, async (trx) => {
      // PostgreSQL: one booking transaction per student at a time, so two at once cannot both pass the cap.
      // SQLite runs one write transaction at a time anyway (bookings that arrive together share it).
      if (deps.dbKind === "postgres") {
        await trx.selectFrom("user").select("id").where("id", "=", studentId).forUpdate().execute();
      }
      if ((await upcomingCountOf(trx, studentId, now)) >= MAX_UPCOMING_PER_STUDENT) {
        throw HttpError.conflict(CAP_MESSAGE);
      }
      // asked again in the write: a mentor ended meanwhile either is seen here or cancels this booking
      if (!(await mentorTakesStudentsNow(trx, mentor.id))) throw unknownMentor();
      await insertBooking(trx, row);
      await commitWith?.(trx, row);
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    return conflictFor(db, error, studentId, startsAt);
  }
  mentorAnswersChanged(deps.caches, mentor.id);
  return toBooking(
    {
      ...row,
      mentorName: mentor.name,
      mentorMeetingUrl: mentor.meetingUrl,
      mentorUserId: mentor.userId,
      cancelledBy: null,
      cancelReason: null,
      meetingUrl: null,
      sessionNotes: null,
      sequence: 0,
    },
    cutoffHours(deps),
    now,
  );
}

async function requireBooking(db: Kysely<Database>, bookingId: string): Promise<BookingRow> {
  const booking = await findBooking(db, bookingId);
  if (!booking) throw unknownBooking();
  return booking;
}

function requireChangeable(deps: BookingDeps, booking: BookingRow, now: Date): void {
  if (booking.cancelledAt !== null) throw HttpError.conflict(t("bookings.rules.cancelled"));
  if (Date.parse(booking.startsAt) <= now.getTime()) throw HttpError.conflict(t("errors.bookings.alreadyStarted"));
  if (!isChangeable(booking, cutoffHours(deps), now)) {
    throw HttpError.conflict(t("bookings.rules.tooLateToChange", { hours: cutoffHours(deps) }));
  }
}

/**
 * Moves a student's booking to another free slot of the same mentor. One UPDATE, so one transaction:
 * the old start is freed and the new one taken at once, and the unique indexes refuse the move if
 * another booking holds the new start. The row, and so the calendar UID, stays the same.
 */
export async function rescheduleBooking(
  deps: BookingDeps,
  bookingId: string,
  input: RescheduleInput,
  now = new Date(),
): Promise<Booking> {
  const { db } = deps;
  const booking = await requireBooking(db, bookingId);
  requireChangeable(deps, booking, now);
  const found = booking.mentorId === null ? undefined : await mentorOnDate(db, booking.mentorId, input.date);
  if (!found?.mentor.takesStudents) throw HttpError.conflict(t("bookings.rules.mentorUnavailable"));
  const { startsAt, durationMinutes } = await checkSlot(
    db,
    found.rules,
    found.mentor.id,
    booking.studentId,
    input,
    now,
    booking.id,
  );
  if (startsAt === booking.startsAt) throw HttpError.conflict(t("bookings.rules.sameSlot"));
  try {
    const result = await db
      .updateTable("booking")
      .set((eb) => ({ startsAt, durationMinutes, sequence: eb("sequence", "+", 1), updatedAt: now.toISOString() }))
      .where("id", "=", booking.id)
      .where("cancelledAt", "is", null)
      // a change made meanwhile (another reschedule, a cancel) wins; this one is refused
      .where("startsAt", "=", booking.startsAt)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw HttpError.conflict(t("bookings.rules.changedMeanwhile"));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    return conflictFor(db, error, booking.studentId, startsAt);
  }
  mentorAnswersChanged(deps.caches, found.mentor.id);
  return toBooking(await requireBooking(db, booking.id), cutoffHours(deps), now);
}

async function markCancelled(
  { db, caches }: BookingDeps,
  booking: BookingRow,
  by: "student" | "mentor",
  reason: string | null,
  now: Date,
): Promise<void> {
  await db
    .updateTable("booking")
    .set((eb) => ({
      cancelledAt: now.toISOString(),
      cancelledBy: by,
      cancelReason: reason,
      sequence: eb("sequence", "+", 1),
      updatedAt: now.toISOString(),
    }))
    .where("id", "=", booking.id)
    .where("cancelledAt", "is", null)
    .execute();
  if (booking.mentorId !== null) mentorAnswersChanged(caches, booking.mentorId);
}

/**
 * A student cancels their booking (the route has checked it is theirs) up to the cut-off before it,
 * which frees the slot: the unique indexes only count live rows.
 */
export async function cancelBooking(deps: BookingDeps, bookingId: string, now = new Date()): Promise<Booking> {
  const booking = await requireBooking(deps.db, bookingId);
  if (booking.cancelledAt !== null) return toBooking(booking, cutoffHours(deps), now);
  requireChangeable(deps, booking, now);
  await markCancelled(deps, booking, "student", null, now);
  return toBooking(await requireBooking(deps.db, bookingId), cutoffHours(deps), now);
}

/** A booking of this mentor's, or 404: a mentor's console never reveals another mentor's sessions. */
export async function requireMentorsBooking(db: Kysely<Database>, mentorId: string, bookingId: string) {
  const booking = await findBooking(db, bookingId);
  if (!booking || booking.mentorId !== mentorId) throw HttpError.notFound(t("mentorConsole.errors.unknownSession"));
  return booking;
}

/** A mentor cancels one of their upcoming sessions, at any time before it starts, with a reason the student reads. */
export async function cancelByMentor(
  deps: BookingDeps,
  mentorId: string,
  bookingId: string,
  reason: string,
  now = new Date(),
): Promise<void> {
  const booking = await requireMentorsBooking(deps.db, mentorId, bookingId);
  if (booking.cancelledAt !== null) return;
  if (Date.parse(booking.startsAt) <= now.getTime()) throw HttpError.conflict(t("errors.bookings.alreadyStarted"));
  await markCancelled(deps, booking, "mentor", reason, now);
}

/** This session's own meeting link ("" goes back to the mentor's link). */
export async function setSessionMeetingUrl(
  db: Kysely<Database>,
  mentorId: string,
  bookingId: string,
  meetingUrl: string,
  now = new Date(),
): Promise<void> {
  const booking = await requireMentorsBooking(db, mentorId, bookingId);
  if (booking.cancelledAt !== null) throw HttpError.conflict(t("bookings.rules.cancelled"));
  await db
    .updateTable("booking")
    // the calendar file's location changes, so its sequence moves on
    .set((eb) => ({ meetingUrl: meetingUrl || null, sequence: eb("sequence", "+", 1), updatedAt: now.toISOString() }))
    .where("id", "=", bookingId)
    .execute();
}

/** The mentor's notes after a session has begun; the student reads them in My Sessions. */
export async function setSessionNotes(
  db: Kysely<Database>,
  mentorId: string,
  bookingId: string,
  notes: string,
  now = new Date(),
): Promise<void> {
  const booking = await requireMentorsBooking(db, mentorId, bookingId);
  if (booking.cancelledAt !== null) throw HttpError.conflict(t("bookings.rules.cancelled"));
  if (Date.parse(booking.startsAt) > now.getTime()) throw HttpError.conflict(t("mentorConsole.errors.notesAfterStart"));
  await db
    .updateTable("booking")
    .set({ sessionNotes: notes || null, updatedAt: nowIso() })
    .where("id", "=", bookingId)
    .execute();
}

/** The .ics of a booking as My Sessions offers it for download. */
export function bookingCalendarOf(
  deps: Pick<AppDeps, "env">,
  booking: BookingRow,
): { filename: string; content: string } {
  return bookingCalendar(deps.env.APP_URL, { ...booking, meetingUrl: booking.meetingUrl ?? booking.mentorMeetingUrl });
}
