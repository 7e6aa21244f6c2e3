import type { Kysely } from "kysely";

// Written once: a change to the schema is a new migration file, never an edit of this one.

export async function up(db: Kysely<unknown>): Promise<void> {
  // a mistake reported in a knowledge-base record, for the admin console's support inbox
  await db.schema
    .createTable("mistakeReport")
    .addColumn("id", "text", (col) => col.primaryKey())
    // the signed-in reporter, told when it is fixed; none when reported signed out
    .addColumn("userId", "text", (col) => col.references("user.id").onDelete("cascade"))
    .addColumn("recordKind", "text", (col) => col.notNull())
    .addColumn("recordId", "text", (col) => col.notNull())
    // the record's name when reported: a record renamed or removed later still reads in the inbox
    .addColumn("recordTitle", "text", (col) => col.notNull())
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("sourceUrl", "text")
    .addColumn("status", "text", (col) => col.notNull().defaultTo("open"))
    .addColumn("createdAt", "text", (col) => col.notNull())
    .addColumn("fixedAt", "text")
    .execute();
  await db.schema.createIndex("mistakeReport_status").on("mistakeReport").columns(["status", "createdAt"]).execute();
  await db.schema.createIndex("mistakeReport_userId").on("mistakeReport").column("userId").execute();
}
