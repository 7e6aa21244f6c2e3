import type { TableRegistration } from "../../lib/personal-data.ts";

// a message sent while signed out still carries the student's e-mail, so it is theirs too
export const supportTables: TableRegistration[] = [
  {
    table: "supportReply",
    foundBy: "the support message it answers (see supportMessage)",
    exportKey: "supportReplies",
    exportRows: (db, { userId, email }) =>
      db
        .selectFrom("supportReply")
        .innerJoin("supportMessage", "supportMessage.id", "supportReply.messageId")
        .select(["supportReply.messageId", "supportReply.body", "supportReply.createdAt"])
        .where((eb) =>
          eb.or([
            eb("supportMessage.userId", "=", userId),
            eb(eb.fn("lower", ["supportMessage.email"]), "=", email.toLowerCase()),
          ]),
        )
        .orderBy("supportReply.createdAt")
        .execute(),
    // before the messages they answer, which go next
    eraseRows: async (trx, { userId, email }) => {
      await trx
        .deleteFrom("supportReply")
        .where("messageId", "in", (eb) =>
          eb
            .selectFrom("supportMessage")
            .select("id")
            .where((inner) =>
              inner.or([inner("userId", "=", userId), inner(inner.fn("lower", ["email"]), "=", email.toLowerCase())]),
            ),
        )
        .execute();
    },
  },
  {
    table: "supportMessage",
    foundBy: "userId, or email equal to the account's e-mail",
    exportKey: "supportMessages",
    exportRows: (db, { userId, email }) =>
      db
        .selectFrom("supportMessage")
        .select(["id", "name", "email", "phone", "preferredContact", "message", "createdAt", "status"])
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
