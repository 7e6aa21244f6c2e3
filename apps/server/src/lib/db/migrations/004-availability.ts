import { type Kysely, sql } from "kysely";

// Written once: a change to the schema is a new migration file, never an edit of this one.

export async function up(db: Kysely<unknown>): Promise<void> {
  // a mentor is an account with the mentor role linked to its public card; the seed's cards are demo data
  // (SQLite adds one column per statement)
  await db.schema
    .alterTable("mentor")
    .addColumn("userId", "text", (col) => col.references("user.id").onDelete("set null"))
    .execute();
  await db.schema
    .alterTable("mentor")
    .addColumn("isDemo", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("mentor").addColumn("meetingUrl", "text").execute();
  await db.schema.createIndex("mentor_userId").on("mentor").column("userId").unique().execute();
  // every card so far came from the seed's made-up people
  await sql`update mentor set "isDemo" = 1`.execute(db);

  await db.schema
    .createTable("mentorAvailability")
    .addColumn("mentorId", "text", (col) => col.primaryKey().references("mentor.id").onDelete("cascade"))
    // JSON: { "mon": [{ "start": "09:00", "end": "13:00" }], ... } in India time
    .addColumn("weeklyHours", "text", (col) => col.notNull())
    .addColumn("sessionMinutes", "integer", (col) => col.notNull())
    .addColumn("bufferMinutes", "integer", (col) => col.notNull())
    .addColumn("minimumNoticeMinutes", "integer", (col) => col.notNull())
    .addColumn("bookingWindowDays", "integer", (col) => col.notNull())
    .addColumn("updatedAt", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("mentorDayOff")
    .addColumn("mentorId", "text", (col) => col.notNull().references("mentor.id").onDelete("cascade"))
    .addColumn("date", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("mentorDayOff_pk", ["mentorId", "date"])
    .execute();

  const bookingColumns: [string, "text" | "integer", number | null][] = [
    ["durationMinutes", "integer", 30],
    // what the student chose to tell the mentor when booking
    ["studentNote", "text", null],
    // a link for this session only; otherwise the mentor's own link
    ["meetingUrl", "text", null],
    // the mentor's notes after the session, which the student reads
    ["sessionNotes", "text", null],
    ["cancelledBy", "text", null],
    ["cancelReason", "text", null],
    // the calendar file's SEQUENCE: one more at every reschedule and cancel
    ["sequence", "integer", 0],
    ["updatedAt", "text", null],
  ];
  for (const [name, type, fallback] of bookingColumns) {
    await db.schema
      .alterTable("booking")
      .addColumn(name, type, (col) => (fallback === null ? col : col.notNull().defaultTo(fallback)))
      .execute();
  }
}
