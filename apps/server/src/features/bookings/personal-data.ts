import type { TableRegistration } from "../../lib/personal-data.ts";

// a deleted student's bookings go, cancelled ones too, and their slots free up
export const bookingTables: TableRegistration[] = [
  {
    table: "booking",
    foundBy: "studentId",
    exportKey: "bookings",
    exportRows: (db, { userId }) =>
      db
        .selectFrom("booking")
        .innerJoin("mentor", "mentor.id", "booking.mentorId")
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
    },
  },
];
