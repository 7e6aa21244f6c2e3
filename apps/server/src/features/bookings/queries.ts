import { type Booking, type SessionRegistration, SLOT_MINUTES, istDate, istTime, mentorAvatarUrl } from "@disha/shared";
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

export async function findMentorName(db: Kysely<Database>, mentorId: string): Promise<string | undefined> {
  const row = await db.selectFrom("mentor").select("name").where("id", "=", mentorId).executeTakeFirst();
  return row?.name;
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

export async function registrationsOf(db: Kysely<Database>, userId: string): Promise<SessionRegistration[]> {
  return db
    .selectFrom("workshopRegistration")
    .innerJoin("workshop", "workshop.id", "workshopRegistration.workshopId")
    .select([
      "workshopRegistration.id",
      "workshop.id as workshopId",
      "workshop.slug as workshopSlug",
      "workshop.title as workshopTitle",
      "workshop.instructor",
      "workshop.startsAt",
      "workshop.durationMinutes",
      "workshop.meetingUrl",
    ])
    .where("workshopRegistration.userId", "=", userId)
    .orderBy("workshop.startsAt")
    .execute();
}
