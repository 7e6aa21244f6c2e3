import type { Kysely } from "kysely";

// Written once: a change to the schema is a new migration file, never an edit of this one.

export async function up(db: Kysely<unknown>): Promise<void> {
  // every message Disha writes when no SMTP server is configured; admins read it in the console
  await db.schema
    .createTable("outboxMessage")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("toAddress", "text", (col) => col.notNull())
    .addColumn("toUserId", "text")
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("text", "text", (col) => col.notNull())
    .addColumn("attachments", "text", (col) => col.notNull())
    .addColumn("createdAt", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("outboxMessage_createdAt").on("outboxMessage").column("createdAt").execute();
  await db.schema.createIndex("outboxMessage_toAddress").on("outboxMessage").column("toAddress").execute();
  await db.schema.createIndex("outboxMessage_toUserId").on("outboxMessage").column("toUserId").execute();

  // work to do at a time (reminders), picked up once by whichever node gets there first
  await db.schema
    .createTable("dueJob")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("kind", "text", (col) => col.notNull())
    // one job per purpose: scheduling the same reminder twice stores it once
    .addColumn("key", "text", (col) => col.notNull().unique())
    .addColumn("subjectId", "text", (col) => col.notNull())
    .addColumn("studentId", "text")
    .addColumn("studentEmail", "text")
    .addColumn("payload", "text", (col) => col.notNull())
    .addColumn("runAt", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("lockedBy", "text")
    .addColumn("lockedUntil", "text")
    .addColumn("finishedAt", "text")
    .addColumn("lastError", "text")
    .addColumn("createdAt", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("dueJob_status_runAt").on("dueJob").columns(["status", "runAt"]).execute();
  await db.schema.createIndex("dueJob_subjectId").on("dueJob").column("subjectId").execute();
  await db.schema.createIndex("dueJob_studentId").on("dueJob").column("studentId").execute();

  await db.schema
    .createTable("mentorInvitation")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("name", "text")
    // only a hash of the token is stored: a copy of the database cannot accept an invitation
    .addColumn("tokenHash", "text", (col) => col.notNull().unique())
    .addColumn("invitedBy", "text")
    .addColumn("createdAt", "text", (col) => col.notNull())
    .addColumn("expiresAt", "text", (col) => col.notNull())
    .addColumn("acceptedAt", "text")
    .addColumn("acceptedUserId", "text")
    .addColumn("revokedAt", "text")
    .execute();
  await db.schema.createIndex("mentorInvitation_email").on("mentorInvitation").column("email").execute();
}
