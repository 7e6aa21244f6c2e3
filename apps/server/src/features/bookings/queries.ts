import { type Booking, type MentorSession, istDate, istTime, mentorAvatarUrl } from "@disha/shared";
import { t } from "@disha/shared/i18n";
import type { Kysely } from "kysely";
import type { Database } from "../../lib/db/schema.ts";
import { preparedQuery } from "../../lib/db/prepared.ts";

export interface BookingRow {
  id: string;
  /** null (and so the name) once the mentor deleted their account */
  mentorId: string | null;
  mentorName: string | null;
  mentorMeetingUrl: string | null;
  mentorUserId: string | null;
  studentId: string;
  startsAt: string;
  durationMinutes: number;
  cancelledAt: string | null;
  cancelledBy: "student" | "mentor" | "disha" | null;
  cancelReason: string | null;
  createdAt: string;
  studentNote: string | null;
  meetingUrl: string | null;
  sessionNotes: string | null;
  sequence: number;
}

/** Whether the student may still reschedule or cancel: live, and more than the cut-off before the start. */
export function isChangeable(row: Pick<BookingRow, "startsAt" | "cancelledAt">, cutoffHours: number, now: Date) {
  return row.cancelledAt === null && Date.parse(row.startsAt) - now.getTime() > cutoffHours * 3600_000;
}

export function bookingCalendarUrl(id: string): string {
  return `/api/bookings/${encodeURIComponent(id)}/calendar.ics`;
}

/** The mentor's name, or the catalog's words for a mentor who deleted their account. */
export function mentorNameOf(row: Pick<BookingRow, "mentorName">): string {
  return row.mentorName ?? t("bookings.formerMentor");
}

export function toBooking(row: BookingRow, cutoffHours: number, now: Date): Booking {
  return {
    id: row.id,
    mentorId: row.mentorId,
    mentorName: mentorNameOf(row),
    mentorProfileUrl:
      row.mentorId === null || row.mentorName === null ? null : mentorAvatarUrl(row.mentorId, row.mentorName),
    startsAt: row.startsAt,
    durationMinutes: row.durationMinutes,
    date: istDate(row.startsAt),
    time: istTime(row.startsAt),
    cancelledAt: row.cancelledAt,
    cancelledBy: row.cancelledBy,
    cancelReason: row.cancelReason,
    createdAt: row.createdAt,
    studentNote: row.studentNote,
    // the link is for the student who booked, and only while the session stands
    meetingUrl: row.cancelledAt === null ? (row.meetingUrl ?? row.mentorMeetingUrl) : null,
    sessionNotes: row.sessionNotes,
    changeable: isChangeable(row, cutoffHours, now),
    calendarUrl: bookingCalendarUrl(row.id),
  };
}

function bookingsWithMentor(db: Kysely<Database>) {
  return db
    .selectFrom("booking")
    .leftJoin("mentor", "mentor.id", "booking.mentorId")
    .select([
      "booking.id",
      "booking.mentorId",
      "mentor.name as mentorName",
      "mentor.meetingUrl as mentorMeetingUrl",
      "mentor.userId as mentorUserId",
      "booking.studentId",
      "booking.startsAt",
      "booking.durationMinutes",
      "booking.cancelledAt",
      "booking.cancelledBy",
      "booking.cancelReason",
      "booking.createdAt",
      "booking.studentNote",
      "booking.meetingUrl",
      "booking.sessionNotes",
      "booking.sequence",
    ]);
}

export async function findBooking(db: Kysely<Database>, id: string): Promise<BookingRow | undefined> {
  return bookingsWithMentor(db).where("booking.id", "=", id).executeTakeFirst();
}

export async function hasLiveBookingAt(db: Kysely<Database>, studentId: string, startsAt: string): Promise<boolean> {
  const row = await db
    .selectFrom("booking")
    .select("id")
    .where("studentId", "=", studentId)
    .where("startsAt", "=", startsAt)
    .where("cancelledAt", "is", null)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * My Sessions: the student's live bookings, past ones too (for the mentor's notes), and upcoming ones
 * the mentor cancelled or that ended with the mentor (with the reason).
 */
export async function bookingsOfStudent(db: Kysely<Database>, studentId: string, now: Date): Promise<BookingRow[]> {
  return bookingsWithMentor(db)
    .where("booking.studentId", "=", studentId)
    .where((eb) =>
      eb.or([
        eb("booking.cancelledAt", "is", null),
        eb.and([eb("booking.cancelledBy", "in", ["mentor", "disha"]), eb("booking.startsAt", ">", now.toISOString())]),
      ]),
    )
    .orderBy("booking.startsAt")
    .execute();
}

const insertBookingRow = preparedQuery(
  (
    db,
    values: {
      id: string;
      mentorId: string;
      studentId: string;
      startsAt: string;
      durationMinutes: number;
      studentNote: string | null;
      createdAt: string;
    },
  ) =>
    db.insertInto("booking").values({
      id: values.id,
      mentorId: values.mentorId,
      studentId: values.studentId,
      startsAt: values.startsAt,
      durationMinutes: values.durationMinutes,
      studentNote: values.studentNote,
      cancelledAt: null,
      createdAt: values.createdAt,
    }),
);

/** Stores a new live booking; the unique indexes refuse a start the mentor or the student already holds. */
export async function insertBooking(db: Kysely<Database>, row: Parameters<typeof insertBookingRow>[1]): Promise<void> {
  await insertBookingRow(db, row);
}

const countUpcoming = preparedQuery((db, values: { studentId: string; now: string }) =>
  db
    .selectFrom("booking")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("studentId", "=", values.studentId)
    .where("cancelledAt", "is", null)
    .where("startsAt", ">", values.now),
);

/** How many live sessions a student holds that have not started yet. */
export async function upcomingCountOf(db: Kysely<Database>, studentId: string, now: Date): Promise<number> {
  const [row] = (await countUpcoming(db, { studentId, now: now.toISOString() })).rows;
  return Number(row?.count ?? 0);
}

function toMentorSession(row: {
  id: string;
  studentName: string;
  studentNote: string | null;
  startsAt: string;
  durationMinutes: number;
  meetingUrl: string | null;
  sessionNotes: string | null;
  cancelledAt: string | null;
  cancelledBy: "student" | "mentor" | "disha" | null;
  cancelReason: string | null;
}): MentorSession {
  return {
    id: row.id,
    studentName: row.studentName,
    studentNote: row.studentNote,
    startsAt: row.startsAt,
    durationMinutes: row.durationMinutes,
    date: istDate(row.startsAt),
    time: istTime(row.startsAt),
    sessionMeetingUrl: row.meetingUrl,
    sessionNotes: row.sessionNotes,
    cancelledAt: row.cancelledAt,
    cancelledBy: row.cancelledBy,
    cancelReason: row.cancelReason,
  };
}

const PAST_SESSIONS_SHOWN = 100;

/** A mentor's sessions: upcoming (cancelled ones too, so the mentor sees the change), and the latest past ones. */
export async function sessionsOfMentor(db: Kysely<Database>, mentorId: string, now: Date) {
  const base = db
    .selectFrom("booking")
    .innerJoin("user", "user.id", "booking.studentId")
    .select([
      "booking.id",
      "user.name as studentName",
      "booking.studentNote",
      "booking.startsAt",
      "booking.durationMinutes",
      "booking.meetingUrl",
      "booking.sessionNotes",
      "booking.cancelledAt",
      "booking.cancelledBy",
      "booking.cancelReason",
    ])
    .where("booking.mentorId", "=", mentorId);
  const instant = now.toISOString();
  const [upcoming, past] = await Promise.all([
    base.where("booking.startsAt", ">", instant).orderBy("booking.startsAt").execute(),
    base
      .where("booking.startsAt", "<=", instant)
      .where("booking.cancelledAt", "is", null)
      .orderBy("booking.startsAt", "desc")
      .limit(PAST_SESSIONS_SHOWN)
      .execute(),
  ]);
  return { upcoming: upcoming.map(toMentorSession), past: past.map(toMentorSession) };
}

/** Whether the student has ever booked a session (kept or cancelled): the dashboard's first steps. */
export async function hasBooked(db: Kysely<Database>, studentId: string): Promise<boolean> {
  const row = await db
    .selectFrom("booking")
    .select("id")
    .where("studentId", "=", studentId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
