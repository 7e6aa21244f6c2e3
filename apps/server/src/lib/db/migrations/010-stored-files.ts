import { type Kysely, PostgresAdapter, sql } from "kysely";

// Written once: a change to the schema is a new migration file, never an edit of this one.

export async function up(db: Kysely<unknown>): Promise<void> {
  // uploads (a mentor's photo) kept in the database, so every app node serves them (decision 017)
  const bytesType = db.getExecutor().adapter instanceof PostgresAdapter ? "bytea" : "blob";
  await db.schema
    .createTable("storedFile")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("contentType", "text", (col) => col.notNull())
    .addColumn("bytes", bytesType, (col) => col.notNull())
    .addColumn("createdAt", "text", (col) => col.notNull())
    .execute();
  // photos kept under one node's DATA_DIR are not carried over: their cards show the generated avatar
  // again (not a broken image) until the mentor uploads the photo once more
  await sql`update mentor set "photoVersion" = null`.execute(db);
}
