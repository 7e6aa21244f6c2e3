import type { Kysely } from "kysely";

// Written once: a change to the schema is a new migration file, never an edit of this one.

export async function up(db: Kysely<unknown>): Promise<void> {
  // the class a counsellor last took a student out of: their dashboard says so while they are in no class,
  // and leaving a class they joined since ends it; the row goes with the account or the class
  await db.schema
    .createTable("classRemoval")
    .addColumn("userId", "text", (col) => col.primaryKey().references("user.id").onDelete("cascade"))
    .addColumn("classId", "text", (col) => col.notNull().references("schoolClass.id").onDelete("cascade"))
    .addColumn("removedAt", "text", (col) => col.notNull())
    .execute();
}
