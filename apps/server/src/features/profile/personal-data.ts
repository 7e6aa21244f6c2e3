import type { TableRegistration } from "../../lib/personal-data.ts";

export const profileTables: TableRegistration[] = [
  {
    table: "profile",
    foundBy: "userId",
    exportKey: "profile",
    exportRows: async (db, { userId }) =>
      (await db.selectFrom("profile").selectAll().where("userId", "=", userId).executeTakeFirst()) ?? null,
    eraseRows: async (trx, { userId }) => {
      await trx.deleteFrom("profile").where("userId", "=", userId).execute();
    },
  },
];
