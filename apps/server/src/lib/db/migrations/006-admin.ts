import type { Kysely } from "kysely";

// Written once: a change to the schema is a new migration file, never an edit of this one.

export async function up(db: Kysely<unknown>): Promise<void> {
  // a workshop is a draft until an admin schedules it, and stays as history when cancelled
  await db.schema
    .alterTable("workshop")
    .addColumn("status", "text", (col) => col.notNull().defaultTo("scheduled"))
    .execute();
  // one of the cover palettes; none means one picked by the topic
  await db.schema.alterTable("workshop").addColumn("cover", "text").execute();
  await db.schema.createIndex("workshop_status_startsAt").on("workshop").columns(["status", "startsAt"]).execute();

  // marked present by an admin; the code is printed on the certificate and verifies it
  await db.schema.alterTable("workshopRegistration").addColumn("attendedAt", "text").execute();
  await db.schema.alterTable("workshopRegistration").addColumn("certificateCode", "text").execute();
  await db.schema
    .createIndex("workshopRegistration_certificateCode")
    .on("workshopRegistration")
    .column("certificateCode")
    .unique()
    .execute();

  await db.schema
    .alterTable("supportMessage")
    .addColumn("status", "text", (col) => col.notNull().defaultTo("open"))
    .execute();
  await db.schema.createIndex("supportMessage_status").on("supportMessage").columns(["status", "createdAt"]).execute();
  await db.schema
    .createTable("supportReply")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("messageId", "text", (col) => col.notNull().references("supportMessage.id").onDelete("cascade"))
    // the admin who answered; their account may go while the answer stays with the student's message
    .addColumn("authorId", "text", (col) => col.references("user.id").onDelete("set null"))
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("createdAt", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("supportReply_messageId").on("supportReply").column("messageId").execute();

  // a deactivated mentor's card leaves the list and takes no new bookings; past sessions stay
  await db.schema.alterTable("mentor").addColumn("deactivatedAt", "text").execute();

  // a disabled account cannot sign in; its sessions were ended when it was disabled
  await db.schema
    .createTable("disabledAccount")
    .addColumn("userId", "text", (col) => col.primaryKey().references("user.id").onDelete("cascade"))
    .addColumn("disabledAt", "text", (col) => col.notNull())
    .addColumn("disabledBy", "text", (col) => col.references("user.id").onDelete("set null"))
    .execute();
}
