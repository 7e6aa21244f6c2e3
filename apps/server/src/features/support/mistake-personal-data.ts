import type { TableRegistration } from "../../lib/personal-data.ts";

// a report sent signed out names nobody; a signed-in one is the reporter's
export const mistakeReportTables: TableRegistration[] = [
  {
    table: "mistakeReport",
    foundBy: "userId",
    exportKey: "mistakeReports",
    exportRows: (db, { userId }) =>
      db
        .selectFrom("mistakeReport")
        .select([
          "id",
          "recordKind",
          "recordId",
          "recordTitle",
          "message",
          "sourceUrl",
          "status",
          "createdAt",
          "fixedAt",
        ])
        .where("userId", "=", userId)
        .orderBy("createdAt")
        .execute(),
    eraseRows: async (trx, { userId }) => {
      await trx.deleteFrom("mistakeReport").where("userId", "=", userId).execute();
    },
  },
];
