import type { Kysely } from "kysely";

// Written once: a change to the schema is a new migration file, never an edit of this one.

export async function up(db: Kysely<unknown>): Promise<void> {
  // a message to the AI mentor that spoke of self-harm: the moderators see it until one of them records
  // that the student was reached, how, and who did
  await db.schema
    .createTable("safetyAlert")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("userId", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
    .addColumn("source", "text", (col) => col.notNull())
    .addColumn("text", "text", (col) => col.notNull())
    .addColumn("createdAt", "text", (col) => col.notNull())
    .addColumn("reachedAt", "text")
    .addColumn("reachedBy", "text", (col) => col.references("user.id").onDelete("set null"))
    .addColumn("note", "text")
    .execute();
  await db.schema
    .createIndex("safetyAlert_reachedAt_createdAt")
    .on("safetyAlert")
    .columns(["reachedAt", "createdAt"])
    .execute();
  await db.schema.createIndex("safetyAlert_userId").on("safetyAlert").column("userId").execute();
}
