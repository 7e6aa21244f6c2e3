import type { TableRegistration } from "../../lib/personal-data.ts";
import { photoKey } from "./photo.ts";

// A mentor's card, photo, rules and days off are the mentor's own data, found through the card linked to
// their account; the seed's demo cards belong to nobody. Deleting a mentor's account deletes their card
// and its photo, and with the card (by the database's cascade) its rules and days off. The sessions
// booked with them stay with their students, without the mentor (features/bookings/personal-data.ts).
export const mentorTables: TableRegistration[] = [
  {
    table: "mentorAvailability",
    foundBy: "mentorId of the card whose userId is the account",
    exportKey: "mentorAvailability",
    exportRows: (db, { userId }) =>
      db
        .selectFrom("mentorAvailability")
        .innerJoin("mentor", "mentor.id", "mentorAvailability.mentorId")
        .select([
          "mentorAvailability.weeklyHours",
          "mentorAvailability.sessionMinutes",
          "mentorAvailability.bufferMinutes",
          "mentorAvailability.minimumNoticeMinutes",
          "mentorAvailability.bookingWindowDays",
          "mentorAvailability.updatedAt",
        ])
        .where("mentor.userId", "=", userId)
        .execute(),
    eraseRows: async (trx, { userId }) => {
      await trx
        .deleteFrom("mentorAvailability")
        .where("mentorId", "in", trx.selectFrom("mentor").select("id").where("userId", "=", userId))
        .execute();
    },
  },
  {
    table: "mentorDayOff",
    foundBy: "mentorId of the card whose userId is the account",
    exportKey: "mentorDaysOff",
    exportRows: (db, { userId }) =>
      db
        .selectFrom("mentorDayOff")
        .innerJoin("mentor", "mentor.id", "mentorDayOff.mentorId")
        .select(["mentorDayOff.date"])
        .where("mentor.userId", "=", userId)
        .orderBy("mentorDayOff.date")
        .execute(),
    eraseRows: async (trx, { userId }) => {
      await trx
        .deleteFrom("mentorDayOff")
        .where("mentorId", "in", trx.selectFrom("mentor").select("id").where("userId", "=", userId))
        .execute();
    },
  },
  {
    table: "mentor",
    foundBy: "userId (a mentor's own card); demo cards have none",
    exportKey: "mentorCard",
    exportRows: (db, { userId }) =>
      db
        .selectFrom("mentor")
        .select(["name", "about", "stream", "topics", "languages", "photoVersion", "meetingUrl", "createdAt"])
        .where("userId", "=", userId)
        .execute(),
    eraseRows: async (trx, { userId }) => {
      await trx.deleteFrom("mentor").where("userId", "=", userId).execute();
    },
    filesOf: async (db, { userId }) => {
      const cards = await db.selectFrom("mentor").select("id").where("userId", "=", userId).execute();
      return cards.map((card) => photoKey(card.id));
    },
  },
];
