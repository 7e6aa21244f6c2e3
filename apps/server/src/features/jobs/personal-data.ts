import type { TableRegistration } from "../../lib/personal-data.ts";

// a reminder about a student's session or workshop is theirs; it names their e-mail when they registered signed out
export const jobTables: TableRegistration[] = [
  {
    table: "dueJob",
    foundBy: "studentId, or studentEmail equal to the account's e-mail",
    exportKey: "reminders",
    exportRows: (db, { userId, email }) =>
      db
        .selectFrom("dueJob")
        .select(["kind", "runAt", "status", "finishedAt"])
        .where((eb) => eb.or([eb("studentId", "=", userId), eb("studentEmail", "=", email.toLowerCase())]))
        .orderBy("runAt")
        .execute(),
    eraseRows: async (trx, { userId, email }) => {
      await trx
        .deleteFrom("dueJob")
        .where((eb) => eb.or([eb("studentId", "=", userId), eb("studentEmail", "=", email.toLowerCase())]))
        .execute();
    },
  },
];
