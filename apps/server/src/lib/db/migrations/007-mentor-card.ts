import type { Kysely } from "kysely";

// Written once: a change to the schema is a new migration file, never an edit of this one.

export async function up(db: Kysely<unknown>): Promise<void> {
  // JSON list of the languages a mentor talks in, from MENTOR_LANGUAGES; every card so far is in English
  await db.schema
    .alterTable("mentor")
    .addColumn("languages", "text", (col) => col.notNull().defaultTo('["English"]'))
    .execute();
  // a hash of the stored photo (DATA_DIR/mentor-photos/<id>.webp), part of its address; none: the generated avatar
  await db.schema.alterTable("mentor").addColumn("photoVersion", "text").execute();
}
