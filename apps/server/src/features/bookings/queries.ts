import { type Booking, SLOT_MINUTES, istDate, istTime, mentorAvatarUrl } from "@disha/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../lib/db/schema.ts";

interface BookingRow {
  id: string;
  mentorId: string;
  mentorName: string;
  startsAt: string;
  cancelledAt: string | null;
  createdAt: string;
}

export function toBooking(row: BookingRow): Booking {
  return {
    id: row.id,
    mentorId: row.mentorId,
    mentorName: row.mentorName,
    mentorProfileUrl: mentorAvatarUrl(row.mentorId, row.mentorName),
    startsAt: row.startsAt,
    durationMinutes: SLOT_MINUTES,
    date: istDate(row.startsAt),
    time: istTime(row.startsAt),
    cancelledAt: row.cancelledAt,
    createdAt: row.createdAt,
  };
}

function bookingsWithMentor(db: Kysely<Database>) {
  return db
    .selectFrom("booking")
    .innerJoin("mentor", "mentor.id", "booking.mentorId")
    .select([
      "booking.id",
      "booking.mentorId",
      "mentor.name as mentorName",
      "booking.studentId",
      "booking.startsAt",
      "booking.cancelledAt",
      "booking.createdAt",
    ]);
}

export async function findBooking(db: Kysely<Database>, id: string) {
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

export async function liveBookingsOf(db: Kysely<Database>, studentId: string): Promise<Booking[]> {
  const rows = await bookingsWithMentor(db)
    .where("booking.studentId", "=", studentId)
    .where("booking.cancelledAt", "is", null)
    .orderBy("booking.startsAt")
    .execute();
  return rows.map(toBooking);
}

/** The live bookings' start instants of a mentor, or of a student, between two instants (inclusive). */
export async function liveSlotStarts(
  db: Kysely<Database>,
  who: { mentorId: string } | { studentId: string },
  from: string,
  to: string,
): Promise<Set<string>> {
  let query = db
    .selectFrom("booking")
    .select("startsAt")
    .where("cancelledAt", "is", null)
    .where("startsAt", ">=", from)
    .where("startsAt", "<=", to);
  query = "mentorId" in who ? query.where("mentorId", "=", who.mentorId) : query.where("studentId", "=", who.studentId);
  return new Set((await query.execute()).map((row) => row.startsAt));
}
