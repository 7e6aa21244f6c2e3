import { type Kysely, PostgresAdapter, sql } from "kysely";

// Written once: a change to the schema is a new migration file, never an edit of this one.

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const userRef = "user.id";

  await db.schema
    .createTable("profile")
    .addColumn("userId", "text", (col) => col.primaryKey().references(userRef).onDelete("cascade"))
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("dob", "text", (col) => col.notNull())
    .addColumn("gender", "text", (col) => col.notNull())
    .addColumn("location", "text", (col) => col.notNull())
    .addColumn("mobileNumber", "text", (col) => col.notNull())
    .addColumn("school", "text", (col) => col.notNull())
    .addColumn("study", "text", (col) => col.notNull())
    .addColumn("previousClassPercentage", "text", (col) => col.notNull())
    .addColumn("favouriteSubject", "text", (col) => col.notNull())
    .addColumn("nonFavouriteSubject", "text")
    .addColumn("achievements", "text")
    .addColumn("aspiration", "text", (col) => col.notNull())
    .addColumn("hobbies", "text", (col) => col.notNull())
    .addColumn("strength", "text")
    .addColumn("weakness", "text")
    .addColumn("socialMedia", "text")
    .addColumn("movie", "text")
    .addColumn("book", "text")
    .addColumn("higherEducation", "text", (col) => col.notNull())
    .addColumn("referrenceCounsellor", "text")
    .addColumn("createdAt", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("supportMessage")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("userId", "text", (col) => col.references(userRef).onDelete("cascade"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("phone", "text", (col) => col.notNull())
    .addColumn("preferredContact", "text")
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("createdAt", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("supportMessage_userId").on("supportMessage").column("userId").execute();

  await db.schema
    .createTable("mentor")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("about", "text", (col) => col.notNull())
    .addColumn("stream", "text", (col) => col.notNull())
    .addColumn("topics", "text", (col) => col.notNull())
    .addColumn("createdAt", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("booking")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("mentorId", "text", (col) => col.notNull().references("mentor.id").onDelete("cascade"))
    .addColumn("studentId", "text", (col) => col.notNull().references(userRef).onDelete("cascade"))
    .addColumn("startsAt", "text", (col) => col.notNull())
    .addColumn("cancelledAt", "text")
    .addColumn("createdAt", "text", (col) => col.notNull())
    .execute();
  // a live slot exists once per mentor and once per student; cancelled rows stay as history
  await db.schema
    .createIndex("booking_mentor_slot")
    .on("booking")
    .columns(["mentorId", "startsAt"])
    .unique()
    .where(sql.ref("cancelledAt"), "is", null)
    .execute();
  await db.schema
    .createIndex("booking_student_slot")
    .on("booking")
    .columns(["studentId", "startsAt"])
    .unique()
    .where(sql.ref("cancelledAt"), "is", null)
    .execute();

  await db.schema
    .createTable("workshop")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("instructor", "text", (col) => col.notNull())
    .addColumn("about", "text", (col) => col.notNull())
    .addColumn("topic", "text", (col) => col.notNull())
    .addColumn("startsAt", "text", (col) => col.notNull())
    .addColumn("durationMinutes", "integer", (col) => col.notNull())
    .addColumn("capacity", "integer", (col) => col.notNull())
    .addColumn("meetingUrl", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("workshopRegistration")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("workshopId", "text", (col) => col.notNull().references("workshop.id").onDelete("cascade"))
    .addColumn("userId", "text", (col) => col.references(userRef).onDelete("set null"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("phoneNumber", "text", (col) => col.notNull())
    .addColumn("gender", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("createdAt", "text", (col) => col.notNull())
    .addUniqueConstraint("workshopRegistration_workshop_email", ["workshopId", "email"])
    .execute();
  await db.schema.createIndex("workshopRegistration_userId").on("workshopRegistration").column("userId").execute();

  await db.schema
    .createTable("chatMessage")
    .addColumn("id", isPostgres(db) ? "bigserial" : "integer", (col) =>
      isPostgres(db) ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn("userId", "text", (col) => col.notNull().references(userRef).onDelete("cascade"))
    .addColumn("sender", "text", (col) => col.notNull())
    .addColumn("text", "text", (col) => col.notNull())
    .addColumn("createdAt", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("chatMessage_userId_id").on("chatMessage").columns(["userId", "id"]).execute();
}
