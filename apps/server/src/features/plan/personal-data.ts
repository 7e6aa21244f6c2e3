import type { TableRegistration } from "../../lib/personal-data.ts";

// My Plan: all four tables hold one student's own rows, found by userId
export const planTables: TableRegistration[] = [
  {
    table: "interestResult",
    foundBy: "userId",
    exportKey: "interestResults",
    exportRows: async (db, { userId }) =>
      (
        await db
          .selectFrom("interestResult")
          .select(["answers", "scores", "code", "takenAt"])
          .where("userId", "=", userId)
          .orderBy("takenAt")
          .execute()
      ).map((row) => ({
        answers: JSON.parse(row.answers) as unknown,
        scores: JSON.parse(row.scores) as unknown,
        code: row.code,
        takenAt: row.takenAt,
      })),
    eraseRows: async (trx, { userId }) => {
      await trx.deleteFrom("interestResult").where("userId", "=", userId).execute();
    },
  },
  {
    table: "quizResult",
    foundBy: "userId",
    exportKey: "quizResult",
    exportRows: async (db, { userId }) =>
      (await db
        .selectFrom("quizResult")
        .select(["resultId", "takenAt"])
        .where("userId", "=", userId)
        .executeTakeFirst()) ?? null,
    eraseRows: async (trx, { userId }) => {
      await trx.deleteFrom("quizResult").where("userId", "=", userId).execute();
    },
  },
  {
    table: "shortlist",
    foundBy: "userId",
    exportKey: "shortlist",
    exportRows: (db, { userId }) =>
      db
        .selectFrom("shortlist")
        .select(["careerSlug", "note", "savedAt"])
        .where("userId", "=", userId)
        .orderBy("savedAt")
        .execute(),
    eraseRows: async (trx, { userId }) => {
      await trx.deleteFrom("shortlist").where("userId", "=", userId).execute();
    },
  },
  {
    table: "roadmapProgress",
    foundBy: "userId",
    exportKey: "roadmapProgress",
    exportRows: (db, { userId }) =>
      db
        .selectFrom("roadmapProgress")
        .select(["pathId", "stepId", "status", "updatedAt"])
        .where("userId", "=", userId)
        .orderBy("pathId")
        .orderBy("stepId")
        .execute(),
    eraseRows: async (trx, { userId }) => {
      await trx.deleteFrom("roadmapProgress").where("userId", "=", userId).execute();
    },
  },
];
