import type { Kysely } from "kysely";

// Written once: a change to the schema is a new migration file, never an edit of this one.

export async function up(db: Kysely<unknown>): Promise<void> {
  const userRef = "user.id";

  // the stream a student is in or plans to take; optional, so older profiles have none
  await db.schema.alterTable("profile").addColumn("stream", "text").execute();

  // every sitting of the interest profiler: a retake adds a row, so the history stays
  await db.schema
    .createTable("interestResult")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("userId", "text", (col) => col.notNull().references(userRef).onDelete("cascade"))
    .addColumn("answers", "text", (col) => col.notNull())
    .addColumn("scores", "text", (col) => col.notNull())
    .addColumn("code", "text", (col) => col.notNull())
    .addColumn("takenAt", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("interestResult_userId_takenAt")
    .on("interestResult")
    .columns(["userId", "takenAt"])
    .execute();

  // the career quiz's latest result, one per account
  await db.schema
    .createTable("quizResult")
    .addColumn("userId", "text", (col) => col.primaryKey().references(userRef).onDelete("cascade"))
    .addColumn("resultId", "text", (col) => col.notNull())
    .addColumn("takenAt", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("shortlist")
    .addColumn("userId", "text", (col) => col.notNull().references(userRef).onDelete("cascade"))
    .addColumn("careerSlug", "text", (col) => col.notNull())
    .addColumn("note", "text")
    .addColumn("savedAt", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("shortlist_pk", ["userId", "careerSlug"])
    .execute();

  // one row per marked step; "none" deletes the row. Ids are the content's stable ids, not foreign keys,
  // so a step removed from the content leaves its mark behind harmlessly
  await db.schema
    .createTable("roadmapProgress")
    .addColumn("userId", "text", (col) => col.notNull().references(userRef).onDelete("cascade"))
    .addColumn("pathId", "text", (col) => col.notNull())
    .addColumn("stepId", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("updatedAt", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("roadmapProgress_pk", ["userId", "pathId", "stepId"])
    .execute();
}
