import type { TableRegistration } from "../../lib/personal-data.ts";

export const chatTables: TableRegistration[] = [
  {
    table: "chatMessage",
    foundBy: "userId",
    exportKey: "chatMessages",
    exportRows: (db, { userId }) =>
      db
        .selectFrom("chatMessage")
        .select(["sender", "text", "createdAt"])
        .where("userId", "=", userId)
        .orderBy("id")
        .execute(),
    eraseRows: async (trx, { userId }) => {
      await trx.deleteFrom("chatMessage").where("userId", "=", userId).execute();
    },
  },
];
