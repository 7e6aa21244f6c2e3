import { type Kysely, sql } from "kysely";

// Written once: a change to the schema is a new migration file, never an edit of this one.

export async function up(db: Kysely<unknown>): Promise<void> {
  // a signed-out registration or support message waits for its address to be confirmed from the mailbox
  for (const table of ["workshopRegistration", "supportMessage"]) {
    await db.schema.alterTable(table).addColumn("confirmedAt", "text").execute();
    await db.schema.alterTable(table).addColumn("confirmTokenHash", "text").execute();
    await db.schema.createIndex(`${table}_confirmTokenHash`).on(table).column("confirmTokenHash").unique().execute();
  }
  // every registration so far was answered as made; they stay so
  await sql`update "workshopRegistration" set "confirmedAt" = "createdAt"`.execute(db);
}
