import type { Kysely } from "kysely";

// Written once: a change to the schema is a new migration file, never an edit of this one.

export async function up(db: Kysely<unknown>): Promise<void> {
  // a student's invitation to a parent, then the link once the invited address claims it
  await db.schema
    .createTable("parentLink")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("studentId", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
    // the invited address, lower case: only an account verified at this address may claim the link
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("tokenHash", "text", (col) => col.notNull().unique())
    .addColumn("parentUserId", "text", (col) => col.references("user.id").onDelete("cascade"))
    // what the parent sees beside sessions and workshops: "sessions" only, or the "plan" too (the child chooses)
    .addColumn("share", "text", (col) => col.notNull().defaultTo("sessions"))
    .addColumn("createdAt", "text", (col) => col.notNull())
    .addColumn("expiresAt", "text", (col) => col.notNull())
    .addColumn("claimedAt", "text")
    .execute();
  await db.schema.createIndex("parentLink_studentId").on("parentLink").column("studentId").execute();
  await db.schema.createIndex("parentLink_parentUserId").on("parentLink").column("parentUserId").execute();

  // a parent's consent to store a child's profile, plan and chat (CONSENT_MODE=parent), kept when withdrawn
  await db.schema
    .createTable("consentRecord")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("studentId", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
    // the parent who gave it; emptied (and the consent withdrawn) when that parent's account is erased
    .addColumn("parentUserId", "text", (col) => col.references("user.id").onDelete("set null"))
    .addColumn("parentEmail", "text")
    .addColumn("method", "text", (col) => col.notNull())
    .addColumn("noticeVersion", "text", (col) => col.notNull())
    .addColumn("givenAt", "text", (col) => col.notNull())
    .addColumn("withdrawnAt", "text")
    .addColumn("withdrawnBy", "text")
    .execute();
  await db.schema.createIndex("consentRecord_studentId").on("consentRecord").column("studentId").execute();
  await db.schema.createIndex("consentRecord_parentUserId").on("consentRecord").column("parentUserId").execute();
}
