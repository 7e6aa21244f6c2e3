import type { TableRegistration } from "../../lib/personal-data.ts";

// a message addressed to the student is theirs, whether sent while signed in or to their e-mail
export const mailTables: TableRegistration[] = [
  {
    table: "outboxMessage",
    foundBy: "toUserId, or toAddress equal to the account's e-mail",
    exportKey: "mail",
    exportRows: (db, { userId, email }) =>
      db
        .selectFrom("outboxMessage")
        .select(["kind", "toAddress", "subject", "text", "createdAt"])
        .where((eb) => eb.or([eb("toUserId", "=", userId), eb("toAddress", "=", email.toLowerCase())]))
        .orderBy("createdAt")
        .execute(),
    eraseRows: async (trx, { userId, email }) => {
      await trx
        .deleteFrom("outboxMessage")
        .where((eb) => eb.or([eb("toUserId", "=", userId), eb("toAddress", "=", email.toLowerCase())]))
        .execute();
    },
  },
];
