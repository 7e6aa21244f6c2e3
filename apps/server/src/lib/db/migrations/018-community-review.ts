import type { Kysely } from "kysely";

// Written once: a change to the schema is a new migration file, never an edit of this one.

export async function up(db: Kysely<unknown>): Promise<void> {
  // why a post waits for a moderator ("self_harm_held,contact_details"), null when it was public at once;
  // the queue orders by it and marks self-harm urgent
  for (const table of ["communityQuestion", "communityAnswer"]) {
    await db.schema.alterTable(table).addColumn("reviewReasons", "text").execute();
  }
}
