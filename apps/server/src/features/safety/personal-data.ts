import type { TableRegistration } from "../../lib/personal-data.ts";

export const safetyTables: TableRegistration[] = [
  {
    table: "safetyAlert",
    foundBy: "userId (the student) or reachedBy (the moderator)",
    exportKey: "safetyAlerts",
    exportRows: (db, { userId }) =>
      db
        .selectFrom("safetyAlert")
        .select(["source", "text", "createdAt", "reachedAt", "note"])
        .where("userId", "=", userId)
        .orderBy("createdAt")
        .execute(),
    // the student's alerts go with the account; a moderator's record stays, no longer saying who
    eraseRows: async (trx, { userId }) => {
      await trx.deleteFrom("safetyAlert").where("userId", "=", userId).execute();
      await trx.updateTable("safetyAlert").set({ reachedBy: null }).where("reachedBy", "=", userId).execute();
    },
  },
];
