import type { Kysely } from "kysely";

// Written once: a change to the schema is a new migration file, never an edit of this one.

export async function up(db: Kysely<unknown>): Promise<void> {
  // the language the account reads Disha in ('en', 'hi'; null: not chosen, the browser's stands) and its
  // theme ('light', 'dark', 'system'); its mail is written in that language
  await db.schema.alterTable("user").addColumn("locale", "text").execute();
  await db.schema.alterTable("user").addColumn("theme", "text").execute();
}
