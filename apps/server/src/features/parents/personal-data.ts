import type { TableRegistration } from "../../lib/personal-data.ts";

// A link belongs to the student who invited and to the parent who claimed it; a consent is the student's,
// and names the parent who gave it. Erasing either person removes what names them.
export const parentTables: TableRegistration[] = [
  {
    table: "parentLink",
    foundBy:
      "studentId (the student's parents), parentUserId (the children a parent follows), or email (an invitation to the account's address)",
    exportKey: "parentLinks",
    exportRows: async (db, { userId, email }) => {
      const rows = await db
        .selectFrom("parentLink")
        .leftJoin("user as parent", "parent.id", "parentLink.parentUserId")
        .leftJoin("user as student", "student.id", "parentLink.studentId")
        .select([
          "parentLink.studentId",
          "parentLink.parentUserId",
          "parentLink.email",
          "parentLink.share",
          "parentLink.createdAt",
          "parentLink.expiresAt",
          "parentLink.claimedAt",
          "parent.name as parentName",
          "student.name as studentName",
        ])
        .where((eb) =>
          eb.or([
            eb("parentLink.studentId", "=", userId),
            eb("parentLink.parentUserId", "=", userId),
            eb("parentLink.email", "=", email.toLowerCase()),
          ]),
        )
        .orderBy("parentLink.createdAt")
        .execute();
      return rows.map((row) =>
        row.studentId === userId
          ? {
              as: "student",
              parentEmail: row.email,
              parentName: row.parentName,
              share: row.share,
              invitedAt: row.createdAt,
              claimedAt: row.claimedAt,
            }
          : {
              as: "parent",
              studentName: row.studentName,
              share: row.share,
              invitedAt: row.createdAt,
              claimedAt: row.claimedAt,
            },
      );
    },
    eraseRows: async (trx, { userId, email }) => {
      await trx
        .deleteFrom("parentLink")
        .where((eb) =>
          eb.or([eb("studentId", "=", userId), eb("parentUserId", "=", userId), eb("email", "=", email.toLowerCase())]),
        )
        .execute();
    },
  },
  {
    table: "consentRecord",
    foundBy: "studentId (consents for the student), or parentUserId / parentEmail (consents a parent gave)",
    exportKey: "consentRecords",
    exportRows: (db, { userId, email }) =>
      db
        .selectFrom("consentRecord")
        .select(["studentId", "parentEmail", "method", "noticeVersion", "givenAt", "withdrawnAt", "withdrawnBy"])
        .where((eb) =>
          eb.or([
            eb("studentId", "=", userId),
            eb("parentUserId", "=", userId),
            eb("parentEmail", "=", email.toLowerCase()),
          ]),
        )
        .orderBy("givenAt")
        .execute(),
    eraseRows: async (trx, { userId, email }) => {
      await trx.deleteFrom("consentRecord").where("studentId", "=", userId).execute();
      // the child's record of a consent stays, withdrawn, without the erased parent's name or address
      const now = new Date().toISOString();
      await trx
        .updateTable("consentRecord")
        .set({ withdrawnAt: now, withdrawnBy: "parent-erased" })
        .where((eb) => eb.or([eb("parentUserId", "=", userId), eb("parentEmail", "=", email.toLowerCase())]))
        .where("withdrawnAt", "is", null)
        .execute();
      await trx
        .updateTable("consentRecord")
        .set({ parentUserId: null, parentEmail: null })
        .where((eb) => eb.or([eb("parentUserId", "=", userId), eb("parentEmail", "=", email.toLowerCase())]))
        .execute();
    },
  },
];
