import type { Kysely } from "kysely";
import type { Database } from "../../lib/db/schema.ts";
import { takesStudents } from "../mentors/index.ts";

// Read-only views of a booking and a registration with the people to write to. They read the
// bookings', mentors' and workshops' tables directly: one joined read per message, no feature state.

export interface BookingFacts {
  id: string;
  startsAt: string;
  durationMinutes: number;
  cancelledAt: string | null;
  cancelledBy: string | null;
  cancelReason: string | null;
  sequence: number;
  meetingUrl: string | null;
  /** null once the mentor's account and card are gone */
  mentorName: string | null;
  mentorUserId: string | null;
  /** only while the mentor takes students (features/mentors/takes-students.ts): nobody else is written to */
  mentorEmail: string | null;
  studentId: string;
  studentName: string;
  /** the languages the student's and the mentor's mail is written in (null: English) */
  studentLocale: string | null;
  mentorLocale: string | null;
  studentEmail: string;
}

export async function bookingFacts(db: Kysely<Database>, bookingId: string): Promise<BookingFacts | undefined> {
  const row = await db
    .selectFrom("booking")
    .leftJoin("mentor", "mentor.id", "booking.mentorId")
    .innerJoin("user as student", "student.id", "booking.studentId")
    .leftJoin("user as mentorUser", "mentorUser.id", "mentor.userId")
    .select([
      "booking.id",
      "booking.startsAt",
      "booking.durationMinutes",
      "booking.cancelledAt",
      "booking.cancelledBy",
      "booking.cancelReason",
      "booking.sequence",
      "booking.meetingUrl",
      "mentor.meetingUrl as mentorMeetingUrl",
      "mentor.name as mentorName",
      "mentor.userId as mentorUserId",
      "mentorUser.email as mentorEmail",
      (eb) => takesStudents(eb).as("mentorTakesStudents"),
      "student.id as studentId",
      "student.name as studentName",
      "student.email as studentEmail",
      "student.locale as studentLocale",
      "mentorUser.locale as mentorLocale",
    ])
    .where("booking.id", "=", bookingId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { mentorMeetingUrl, mentorTakesStudents, ...facts } = row;
  return {
    ...facts,
    mentorEmail: mentorTakesStudents ? facts.mentorEmail : null,
    durationMinutes: Number(facts.durationMinutes),
    sequence: Number(facts.sequence),
    meetingUrl: facts.meetingUrl ?? mentorMeetingUrl,
  };
}

export interface RegistrationFacts {
  id: string;
  userId: string | null;
  /** null while a signed-out registration waits for its address to be confirmed: nothing is mailed but the link */
  confirmedAt: string | null;
  name: string;
  email: string;
  workshopId: string;
  workshopTitle: string;
  instructor: string;
  startsAt: string;
  durationMinutes: number;
  meetingUrl: string;
  workshopStatus: string;
  /** the registrant's account's language (null: English, and for a registration without an account) */
  locale: string | null;
}

export async function registrationFacts(
  db: Kysely<Database>,
  registrationId: string,
): Promise<RegistrationFacts | undefined> {
  const row = await db
    .selectFrom("workshopRegistration")
    .innerJoin("workshop", "workshop.id", "workshopRegistration.workshopId")
    .leftJoin("user as registrant", "registrant.id", "workshopRegistration.userId")
    .select([
      "registrant.locale as locale",
      "workshopRegistration.id",
      "workshopRegistration.userId",
      "workshopRegistration.confirmedAt",
      "workshopRegistration.name",
      "workshopRegistration.email",
      "workshop.id as workshopId",
      "workshop.title as workshopTitle",
      "workshop.instructor",
      "workshop.startsAt",
      "workshop.durationMinutes",
      "workshop.meetingUrl",
      "workshop.status as workshopStatus",
    ])
    .where("workshopRegistration.id", "=", registrationId)
    .executeTakeFirst();
  return row ? { ...row, durationMinutes: Number(row.durationMinutes) } : undefined;
}
