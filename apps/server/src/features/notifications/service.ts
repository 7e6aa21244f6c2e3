import type { Kysely, Transaction } from "kysely";
import type { AppDeps } from "../../lib/context.ts";
import type { Database } from "../../lib/db/schema.ts";
import {
  type DueJob,
  dropDueJobs,
  dueJobsOf,
  type JobHandler,
  type JobOutcome,
  type NewJob,
  scheduleJobs,
  wakeJobRunners,
} from "../jobs/index.ts";
import { sendMail } from "../mail/index.ts";
import {
  type BookingEvent,
  bookingMessages,
  REMINDER_OFFSETS,
  type RegistrationEvent,
  registrationConfirmationMessage,
  registrationMessage,
  type ReminderOffset,
} from "./messages.ts";
import { bookingAttachments, registrationAttachments } from "./calendar-attachment.ts";
import { bookingFacts, type RegistrationFacts, registrationFacts } from "./queries.ts";

export const BOOKING_NOTICE = "notice.booking";
export const BOOKING_REMINDER = "reminder.booking";
export const REGISTRATION_REMINDER = "reminder.registration";

/**
 * The mail about a change to a booking, which the job runner writes soon after the change commits:
 * what happened and the start it was about. The runner makes the calendar file when it writes the
 * mail, from the booking as it stands then, and schedules or drops the booking's reminders.
 */
interface BookingNoticePayload {
  event: BookingEvent;
  startsAt: string;
  reason?: string;
}

/** A booking as its notice needs it. */
export interface NoticeSubject {
  id: string;
  startsAt: string;
  /** the booking's calendar sequence after the change: one notice per change, however often it is reported */
  sequence: number;
  studentId: string;
  studentEmail: string | null;
}

interface ReminderPayload {
  startsAt: string;
  offset: ReminderOffset;
}

/** A registration's reminders carry who to write to, so a cancel still reaches them after the row is gone. */
interface RegistrationReminderPayload extends ReminderPayload {
  snapshot: RegistrationFacts;
}

/** The 24-hour and 1-hour reminders still ahead of `startsAt`; one that is already past is not sent. */
function reminderJobs(
  kind: string,
  subject: { id: string; startsAt: string; studentId: string | null; studentEmail: string | null },
  now: Date,
  extra: Record<string, unknown> = {},
): NewJob[] {
  const startsAt = Date.parse(subject.startsAt);
  return REMINDER_OFFSETS.filter(({ beforeMs }) => startsAt - beforeMs > now.getTime()).map(({ offset, beforeMs }) => ({
    kind,
    key: `${kind}:${subject.id}:${subject.startsAt}:${offset}`,
    subjectId: subject.id,
    studentId: subject.studentId,
    studentEmail: subject.studentEmail,
    payload: { startsAt: subject.startsAt, offset, ...extra },
    runAt: new Date(startsAt - beforeMs),
  }));
}

/**
 * Whether a reminder can still say what it says: the session is on at the time it was scheduled for,
 * and no more than half its lead time has gone (a node that was down a day sends the 1-hour reminder,
 * not a "24 hours" one an hour before).
 */
function reminderIsCurrent(payload: ReminderPayload, startsAt: string, now: Date): boolean {
  const lead = REMINDER_OFFSETS.find(({ offset }) => offset === payload.offset);
  if (startsAt !== payload.startsAt || !lead) return false;
  return now.getTime() < Date.parse(startsAt) - lead.beforeMs / 2;
}

function logFailure(deps: AppDeps, what: string, error: unknown) {
  // names and ids only: mail text and addresses are a student's data
  deps.logger.error({ err: error instanceof Error ? error.name : "Error" }, what);
}

async function sendAll(deps: AppDeps, db: Kysely<Database>, messages: Parameters<typeof sendMail>[1][], now: Date) {
  for (const message of messages) {
    try {
      await sendMail({ env: deps.env, db }, message, now);
    } catch (error) {
      logFailure(deps, "mail not sent", error);
    }
  }
}

/** The job that mails both sides about a change, due now. */
function bookingNotice(booking: NoticeSubject, change: { event: BookingEvent; reason?: string }, now: Date): NewJob {
  const payload: BookingNoticePayload = {
    event: change.event,
    startsAt: booking.startsAt,
    ...(change.reason ? { reason: change.reason } : {}),
  };
  return {
    kind: BOOKING_NOTICE,
    key: `${BOOKING_NOTICE}:${booking.id}:${change.event}:${booking.sequence}`,
    subjectId: booking.id,
    studentId: booking.studentId,
    studentEmail: booking.studentEmail,
    payload,
    runAt: now,
  };
}

/**
 * Schedules a new booking's notice in the booking's own transaction, so it exists exactly when the
 * booking does. Call `wakeJobRunners` once the transaction has committed.
 */
export async function scheduleBookedNotice(db: Kysely<Database>, booking: NoticeSubject, now: Date): Promise<void> {
  await scheduleJobs(db, [bookingNotice(booking, { event: "booked" }, now)], now);
}

/** The same for bookings cancelled in one write (a mentor who can no longer take students). */
export async function scheduleCancelledNotices(
  db: Kysely<Database>,
  bookings: NoticeSubject[],
  now: Date,
): Promise<void> {
  await scheduleJobs(
    db,
    bookings.map((booking) => bookingNotice(booking, { event: "cancelled" }, now)),
    now,
  );
}

/**
 * After a change to a booking has committed: schedules the notice to both sides, which the job runner
 * writes (never the request) and which moves or drops the booking's reminders. Never throws.
 */
export async function notifyBooking(
  deps: AppDeps,
  change: { bookingId: number | string; event: BookingEvent; reason?: string },
  now = new Date(),
): Promise<void> {
  try {
    const { db } = deps;
    const facts = await bookingFacts(db, String(change.bookingId));
    if (!facts) return;
    await scheduleJobs(db, [bookingNotice(facts, change, now)], now);
    wakeJobRunners(db);
  } catch (error) {
    logFailure(deps, "booking notice failed", error);
  }
}

/**
 * Mails both sides about a change to a booking and keeps its reminders in step: those of a live
 * booking's start are scheduled (once: their key names the start), those of a cancelled one dropped.
 * A reminder of an earlier start drops itself when it comes due.
 */
async function sendBookingNotice(
  deps: Pick<AppDeps, "env">,
  job: DueJob,
  trx: Transaction<Database>,
  now: Date,
): Promise<JobOutcome> {
  const payload = JSON.parse(job.payload) as BookingNoticePayload;
  const facts = await bookingFacts(trx, job.subjectId);
  // the booking went with its student's account: nobody to write to
  if (!facts) return "dropped";
  if (facts.cancelledAt === null) {
    await scheduleJobs(trx, reminderJobs(BOOKING_REMINDER, facts, now), now);
  } else {
    await dropDueJobs(trx, facts.id, now, BOOKING_REMINDER);
  }
  const attachments = bookingAttachments(deps.env.APP_URL, facts);
  // the words tell the start this change was about, even if a later change has moved it since
  const about = { ...facts, startsAt: payload.startsAt };
  const change = { event: payload.event, reason: payload.reason };
  for (const message of bookingMessages(about, change, deps.env.APP_URL, attachments)) {
    await sendMail({ env: deps.env, db: trx }, message, now);
  }
  return "done";
}

/**
 * Mails the student about a workshop registration and (re)schedules or drops its reminders. Never
 * throws. Call it for "cancelled" before the registration's row is deleted; "rescheduled" is for a
 * workshop an admin moved.
 */
export async function notifyRegistration(
  deps: AppDeps,
  change: { registrationId: number | string; event: RegistrationEvent },
  now = new Date(),
): Promise<void> {
  try {
    const { db } = deps;
    const registrationId = String(change.registrationId);
    let facts = await registrationFacts(db, registrationId);
    if (!facts && change.event === "cancelled") {
      // the row went first: a pending reminder still knows who registered
      const pending = (await dueJobsOf(db, registrationId)).find((job) => job.status === "due");
      facts = pending ? (JSON.parse(pending.payload) as RegistrationReminderPayload).snapshot : undefined;
    }
    // a pending registration hears nothing but its confirmation link
    if (!facts?.confirmedAt) return;
    if (change.event !== "registered") await dropDueJobs(db, registrationId, now);
    if (change.event !== "cancelled") {
      await scheduleJobs(
        db,
        reminderJobs(
          REGISTRATION_REMINDER,
          { id: registrationId, startsAt: facts.startsAt, studentId: facts.userId, studentEmail: facts.email },
          now,
          { snapshot: facts },
        ),
        now,
      );
    }
    const attachments = registrationAttachments(deps.env.APP_URL, facts, change.event === "cancelled");
    await sendAll(deps, db, [registrationMessage(facts, change, attachments)], now);
  } catch (error) {
    logFailure(deps, "registration notice failed", error);
  }
}

/** Mails the one link that confirms a signed-out registration's address. Never throws. */
export async function askToConfirmRegistration(
  deps: AppDeps,
  registrationId: string,
  confirmUrl: string,
  now = new Date(),
): Promise<void> {
  try {
    const facts = await registrationFacts(deps.db, registrationId);
    if (!facts) return;
    await sendAll(deps, deps.db, [registrationConfirmationMessage(facts, confirmUrl)], now);
  } catch (error) {
    logFailure(deps, "registration confirmation failed", error);
  }
}

/** What the job runner does with each kind of notice and reminder: mail in the job's own transaction. */
export function reminderHandlers(deps: Pick<AppDeps, "env">): Record<string, JobHandler> {
  return {
    [BOOKING_NOTICE]: (job, { trx, now }) => sendBookingNotice(deps, job, trx, now),
    [BOOKING_REMINDER]: async (job, { trx, now }) => {
      const payload = JSON.parse(job.payload) as ReminderPayload;
      const facts = await bookingFacts(trx, job.subjectId);
      if (!facts || facts.cancelledAt !== null || !reminderIsCurrent(payload, facts.startsAt, now)) return "dropped";
      const attachments = bookingAttachments(deps.env.APP_URL, facts);
      for (const message of bookingMessages(facts, { reminder: payload.offset }, deps.env.APP_URL, attachments)) {
        await sendMail({ env: deps.env, db: trx }, message, now);
      }
      return "done";
    },
    [REGISTRATION_REMINDER]: async (job, { trx, now }) => {
      const payload = JSON.parse(job.payload) as RegistrationReminderPayload;
      const facts = await registrationFacts(trx, job.subjectId);
      const current = facts?.confirmedAt && facts.workshopStatus === "scheduled";
      if (!facts || !current || !reminderIsCurrent(payload, facts.startsAt, now)) {
        return "dropped";
      }
      const attachments = registrationAttachments(deps.env.APP_URL, facts, false);
      await sendMail(
        { env: deps.env, db: trx },
        registrationMessage(facts, { reminder: payload.offset }, attachments),
        now,
      );
      return "done";
    },
  };
}
