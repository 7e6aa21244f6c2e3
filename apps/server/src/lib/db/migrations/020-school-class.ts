import type { Kysely } from "kysely";

// Written once: a change to the schema is a new migration file, never an edit of this one.

export async function up(db: Kysely<unknown>): Promise<void> {
  // the exact class ("9", "passed-12") beside the spec's range ("9-10"); null for profiles saved before
  await db.schema.alterTable("profile").addColumn("schoolClass", "text").execute();
}
