import type { TableRegistration } from "../../lib/personal-data.ts";

// a registration made while signed out still carries the student's e-mail, so it is theirs too
export const workshopTables: TableRegistration[] = [
  { table: "workshop", noPersonalData: "the workshops' details (drafts included); no student's data" },
  {
    table: "workshopRegistration",
    foundBy: "userId, or email equal to the account's e-mail",
    exportKey: "workshopRegistrations",
    exportRows: (db, { userId, email }) =>
      db
        .selectFrom("workshopRegistration")
        .innerJoin("workshop", "workshop.id", "workshopRegistration.workshopId")
        .select([
          "workshop.title as workshop",
          "workshop.startsAt",
          "workshopRegistration.name",
          "workshopRegistration.email",
          "workshopRegistration.phoneNumber",
          "workshopRegistration.gender",
          "workshopRegistration.subject",
          "workshopRegistration.createdAt",
          "workshopRegistration.attendedAt",
          "workshopRegistration.certificateCode",
        ])
        .where((eb) =>
          eb.or([
            eb("workshopRegistration.userId", "=", userId),
            eb("workshopRegistration.email", "=", email.toLowerCase()),
          ]),
        )
        .orderBy("workshop.startsAt")
        .execute(),
    eraseRows: async (trx, { userId, email }) => {
      await trx
        .deleteFrom("workshopRegistration")
        .where((eb) => eb.or([eb("userId", "=", userId), eb("email", "=", email.toLowerCase())]))
        .execute();
    },
  },
];
