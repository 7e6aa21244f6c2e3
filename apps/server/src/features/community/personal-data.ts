import type { TableRegistration } from "../../lib/personal-data.ts";

// A deleted student's questions and answers stay as "deleted" placeholders (no text, no name, no
// account), so the answers under a question, and the question above an answer, still make sense.
export const communityTables: TableRegistration[] = [
  {
    table: "communityQuestion",
    foundBy: "authorId",
    exportKey: "communityQuestions",
    exportRows: (db, { userId }) =>
      db
        .selectFrom("communityQuestion")
        .select(["id", "title", "body", "status", "createdAt", "editedAt"])
        .where("authorId", "=", userId)
        .orderBy("createdAt")
        .execute(),
    eraseRows: async (trx, { userId }) => {
      await trx
        .updateTable("communityQuestion")
        .set({ authorId: null, authorFirstName: null, authorStage: null, title: "", body: "" })
        .where("authorId", "=", userId)
        .execute();
    },
  },
  { table: "communityQuestionTag", noPersonalData: "a question's knowledge-base topics" },
  {
    table: "communityAnswer",
    foundBy: "authorId",
    exportKey: "communityAnswers",
    exportRows: (db, { userId }) =>
      db
        .selectFrom("communityAnswer")
        .select(["id", "questionId", "body", "status", "createdAt", "editedAt"])
        .where("authorId", "=", userId)
        .orderBy("createdAt")
        .execute(),
    eraseRows: async (trx, { userId }) => {
      await trx
        .updateTable("communityAnswer")
        .set({ authorId: null, authorFirstName: null, authorStage: null, body: "" })
        .where("authorId", "=", userId)
        .execute();
    },
  },
  {
    table: "communityRevision",
    foundBy: "authorId (the post's author) or editedBy",
    exportKey: "communityRevisions",
    exportRows: (db, { userId }) =>
      db
        .selectFrom("communityRevision")
        .select(["postKind", "postId", "title", "body", "createdAt"])
        .where("authorId", "=", userId)
        .orderBy("createdAt")
        .execute(),
    eraseRows: async (trx, { userId }) => {
      await trx.deleteFrom("communityRevision").where("authorId", "=", userId).execute();
      await trx.updateTable("communityRevision").set({ editedBy: null }).where("editedBy", "=", userId).execute();
    },
  },
  {
    table: "communityHelpful",
    foundBy: "userId",
    exportKey: "communityHelpfulMarks",
    exportRows: (db, { userId }) =>
      db.selectFrom("communityHelpful").select(["answerId", "createdAt"]).where("userId", "=", userId).execute(),
    eraseRows: async (trx, { userId }) => {
      await trx.deleteFrom("communityHelpful").where("userId", "=", userId).execute();
    },
  },
  {
    table: "communityReport",
    foundBy: "reporterId",
    exportKey: "communityReports",
    exportRows: (db, { userId }) =>
      db
        .selectFrom("communityReport")
        .select(["postKind", "postId", "reason", "createdAt"])
        .where("reporterId", "=", userId)
        .execute(),
    eraseRows: async (trx, { userId }) => {
      await trx.deleteFrom("communityReport").where("reporterId", "=", userId).execute();
    },
  },
  {
    table: "communityModeration",
    foundBy: "authorId (the post's author) or moderatorId",
    exportKey: "communityModeration",
    exportRows: (db, { userId }) =>
      db
        .selectFrom("communityModeration")
        .select(["postKind", "postId", "action", "reason", "createdAt"])
        .where("authorId", "=", userId)
        .execute(),
    // the log keeps what was done and why; it no longer says to whom or by whom
    eraseRows: async (trx, { userId }) => {
      await trx.updateTable("communityModeration").set({ authorId: null }).where("authorId", "=", userId).execute();
      await trx
        .updateTable("communityModeration")
        .set({ moderatorId: null })
        .where("moderatorId", "=", userId)
        .execute();
    },
  },
  {
    table: "communityNotice",
    foundBy: "userId",
    exportKey: "communityNotices",
    exportRows: (db, { userId }) =>
      db
        .selectFrom("communityNotice")
        .select(["kind", "questionId", "title", "reason", "createdAt"])
        .where("userId", "=", userId)
        .execute(),
    eraseRows: async (trx, { userId }) => {
      await trx.deleteFrom("communityNotice").where("userId", "=", userId).execute();
    },
  },
];
