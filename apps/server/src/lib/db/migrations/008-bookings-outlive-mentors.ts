import { type Kysely, PostgresAdapter, sql } from "kysely";

// Written once: a change to the schema is a new migration file, never an edit of this one.

// A session stays in the student's history when its mentor's card goes (the mentor deleted their
// account): the booking keeps its row, and its mentorId becomes null instead of the row going by cascade.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const { rows } = await sql<{ name: string }>`
      select conname as name from pg_constraint
      where conrelid = 'booking'::regclass and contype = 'f' and confrelid = 'mentor'::regclass`.execute(db);
    for (const { name } of rows) {
      await sql`alter table booking drop constraint ${sql.id(name)}`.execute(db);
    }
    await sql`alter table booking alter column "mentorId" drop not null`.execute(db);
    await sql`alter table booking add constraint "booking_mentorId_fkey" foreign key ("mentorId")
      references mentor (id) on delete set null`.execute(db);
    return;
  }
  // SQLite cannot change a column's reference: the table is copied into a new one (nothing references it)
  await db.transaction().execute(async (trx) => {
    await sql`create table "booking_new" (
      "id" text primary key,
      "mentorId" text references "mentor" ("id") on delete set null,
      "studentId" text not null references "user" ("id") on delete cascade,
      "startsAt" text not null,
      "cancelledAt" text,
      "createdAt" text not null,
      "durationMinutes" integer not null default 30,
      "studentNote" text,
      "meetingUrl" text,
      "sessionNotes" text,
      "cancelledBy" text,
      "cancelReason" text,
      "sequence" integer not null default 0,
      "updatedAt" text
    )`.execute(trx);
    const columns = sql.raw(
      `"id", "mentorId", "studentId", "startsAt", "cancelledAt", "createdAt", "durationMinutes", "studentNote",
      "meetingUrl", "sessionNotes", "cancelledBy", "cancelReason", "sequence", "updatedAt"`,
    );
    await sql`insert into "booking_new" (${columns}) select ${columns} from "booking"`.execute(trx);
    await sql`drop table "booking"`.execute(trx);
    await sql`alter table "booking_new" rename to "booking"`.execute(trx);
    await sql`create unique index "booking_mentor_slot" on "booking" ("mentorId", "startsAt") where "cancelledAt" is null`.execute(
      trx,
    );
    await sql`create unique index "booking_student_slot" on "booking" ("studentId", "startsAt") where "cancelledAt" is null`.execute(
      trx,
    );
  });
}
