import type { TableRegistration } from "../../lib/personal-data.ts";
import { cancelSessionsOfMentor } from "./ended-mentors.ts";

// A deleted student's bookings go, cancelled ones too, and their slots free up. A deleted mentor's
// sessions stay with their students: the upcoming ones are cancelled here with a mail to each student,
// the session links the mentor set are cleared, and when the card goes (features/mentors) each row's
// mentorId becomes null, so the student's history no longer names the mentor.
export const bookingTables: TableRegistration[] = [
  {
    table: "booking",
    foundBy: "studentId; a mentor's through mentorId (kept for the student, without the mentor)",
    exportKey: "bookings",
    exportRows: (db, { userId }) =>
      db
        .selectFrom("booking")
        .leftJoin("mentor", "mentor.id", "booking.mentorId")
        .select([
          "booking.id",
          "mentor.name as mentorName",
          "booking.startsAt",
          "booking.cancelledAt",
          "booking.createdAt",
        ])
        .where("booking.studentId", "=", userId)
        .orderBy("booking.startsAt")
        .execute(),
    eraseRows: async (trx, { userId }) => {
      await trx.deleteFrom("booking").where("studentId", "=", userId).execute();
      await cancelSessionsOfMentor(trx, { userId }, new Date());
      await trx
        .updateTable("booking")
        .set({ meetingUrl: null })
        .where("mentorId", "in", trx.selectFrom("mentor").select("id").where("userId", "=", userId))
        .execute();
    },
  },
];
