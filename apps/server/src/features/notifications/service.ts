import type { Kysely } from "kysely";
import type { AppDeps } from "../../lib/context.ts";
import type { Database } from "../../lib/db/schema.ts";
import { dropDueJobs, dueJobsOf, type JobHandler, type NewJob, scheduleJobs } from "../jobs/index.ts";
import { sendMail } from "../mail/index.ts";
import {
  type BookingEvent,
  bookingMessages,
  REMINDER_OFFSETS,
  type RegistrationEvent,
  registrationMessage,
  type ReminderOffset,
} from "./messages.ts";
import { bookingAttachments, registrationAttachments } from "./calendar-attachment.ts";
import { bookingFacts, type RegistrationFacts, registrationFacts } from "./queries.ts";

export const BOOKING_REMINDER = "reminder.booking";
export const REGISTRATION_REMINDER = "reminder.registration";

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
  subject: { id: string; startsAt: string; studentId: string | null; studentEmail: string },
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

/** Mails both sides of a booking and (re)schedules or drops its reminders. Never throws. */
export async function notifyBooking(
  deps: AppDeps,
  change: { bookingId: number | string; event: BookingEvent; reason?: string },
  now = new Date(),
): Promise<void> {
  try {
    const { db } = deps;
    const bookingId = String(change.bookingId);
    const facts = await bookingFacts(db, bookingId);
    if (!facts) return;
    if (change.event !== "booked") await dropDueJobs(db, bookingId, now);
    if (change.event !== "cancelled" && facts.cancelledAt === null) {
      await scheduleJobs(
        db,
        reminderJobs(
          BOOKING_REMINDER,
          { id: bookingId, startsAt: facts.startsAt, studentId: facts.studentId, studentEmail: facts.studentEmail },
          now,
        ),
        now,
      );
    }
    const attachments = await bookingAttachments(deps, bookingId);
    await sendAll(deps, db, bookingMessages(facts, change, deps.env.APP_URL, attachments), now);
  } catch (error) {
    logFailure(deps, "booking notice failed", error);
  }
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
    if (!facts) return;
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

/** What the job runner does with each kind of reminder: mail in the job's own transaction. */
export function reminderHandlers(deps: Pick<AppDeps, "env">): Record<string, JobHandler> {
  return {
    [BOOKING_REMINDER]: async (job, { trx, now }) => {
      const payload = JSON.parse(job.payload) as ReminderPayload;
      const facts = await bookingFacts(trx, job.subjectId);
      if (!facts || facts.cancelledAt !== null || !reminderIsCurrent(payload, facts.startsAt, now)) return "dropped";
      const attachments = await bookingAttachments({ db: trx, env: deps.env }, job.subjectId);
      for (const message of bookingMessages(facts, { reminder: payload.offset }, deps.env.APP_URL, attachments)) {
        await sendMail({ env: deps.env, db: trx }, message, now);
      }
      return "done";
    },
    [REGISTRATION_REMINDER]: async (job, { trx, now }) => {
      const payload = JSON.parse(job.payload) as RegistrationReminderPayload;
      const facts = await registrationFacts(trx, job.subjectId);
      if (!facts || facts.workshopStatus !== "scheduled" || !reminderIsCurrent(payload, facts.startsAt, now)) {
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
