import type { TableRegistration } from "../../lib/personal-data.ts";

// a message sent while signed out still carries the student's e-mail, so it is theirs too
export const supportTables: TableRegistration[] = [
  {
    table: "supportMessage",
    foundBy: "userId, or email equal to the account's e-mail",
    exportKey: "supportMessages",
    exportRows: (db, { userId, email }) =>
      db
        .selectFrom("supportMessage")
        .select(["name", "email", "phone", "preferredContact", "message", "createdAt"])
        .where((eb) => eb.or([eb("userId", "=", userId), eb(eb.fn("lower", ["email"]), "=", email.toLowerCase())]))
        .orderBy("createdAt")
        .execute(),
    eraseRows: async (trx, { userId, email }) => {
      await trx
        .deleteFrom("supportMessage")
        .where((eb) => eb.or([eb("userId", "=", userId), eb(eb.fn("lower", ["email"]), "=", email.toLowerCase())]))
        .execute();
    },
  },
];
