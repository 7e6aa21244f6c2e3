import type { Kysely } from "kysely";

// Written once: a change to the schema is a new migration file, never an edit of this one.

export async function up(db: Kysely<unknown>): Promise<void> {
  // mentor invitations become invitations to a role: a mentor, or a counsellor of one school
  await db.schema.alterTable("mentorInvitation").renameTo("invitation").execute();
  await db.schema
    .alterTable("invitation")
    .addColumn("role", "text", (col) => col.notNull().defaultTo("mentor"))
    .execute();
  await db.schema.alterTable("invitation").addColumn("schoolId", "text").execute();

  // a school asking for counsellor dashboards, sent from /createAccount, until an admin decides
  await db.schema
    .createTable("schoolRequest")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("schoolName", "text", (col) => col.notNull())
    .addColumn("udiseCode", "text")
    .addColumn("city", "text", (col) => col.notNull())
    .addColumn("counsellorName", "text", (col) => col.notNull())
    .addColumn("counsellorEmail", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull().defaultTo("open"))
    .addColumn("createdAt", "text", (col) => col.notNull())
    .addColumn("decidedAt", "text")
    .addColumn("decidedBy", "text")
    .addColumn("schoolId", "text")
    .execute();
  await db.schema.createIndex("schoolRequest_status").on("schoolRequest").columns(["status", "createdAt"]).execute();
  await db.schema.createIndex("schoolRequest_email").on("schoolRequest").column("counsellorEmail").execute();

  await db.schema
    .createTable("school")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("udiseCode", "text", (col) => col.unique())
    .addColumn("city", "text")
    .addColumn("createdAt", "text", (col) => col.notNull())
    .execute();

  // one counsellor may serve several schools, a school may have several counsellors
  await db.schema
    .createTable("schoolCounsellor")
    .addColumn("schoolId", "text", (col) => col.notNull().references("school.id").onDelete("cascade"))
    .addColumn("userId", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
    .addColumn("addedAt", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("schoolCounsellor_pk", ["schoolId", "userId"])
    .execute();
  await db.schema.createIndex("schoolCounsellor_userId").on("schoolCounsellor").column("userId").execute();

  await db.schema
    .createTable("schoolClass")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("schoolId", "text", (col) => col.notNull().references("school.id").onDelete("cascade"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("grade", "integer")
    // the code students join with; rotating it replaces it, and the old one opens nothing
    .addColumn("joinCode", "text", (col) => col.notNull().unique())
    .addColumn("createdAt", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("schoolClass_schoolId").on("schoolClass").column("schoolId").execute();

  // a student is in at most one class; what the school sees besides the summary is the student's choice
  await db.schema
    .createTable("classMember")
    .addColumn("userId", "text", (col) => col.primaryKey().references("user.id").onDelete("cascade"))
    .addColumn("classId", "text", (col) => col.notNull().references("schoolClass.id").onDelete("cascade"))
    .addColumn("shareInterests", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("shareShortlist", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("shareProgress", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("joinedAt", "text", (col) => col.notNull())
    .addColumn("updatedAt", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("classMember_classId").on("classMember").columns(["classId", "joinedAt"]).execute();

  // a counsellor's note to a student of their class, shown on the student's dashboard
  await db.schema
    .createTable("counsellorNote")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("classId", "text", (col) => col.notNull().references("schoolClass.id").onDelete("cascade"))
    .addColumn("studentId", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
    .addColumn("counsellorId", "text")
    .addColumn("counsellorName", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("createdAt", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("counsellorNote_studentId")
    .on("counsellorNote")
    .columns(["studentId", "createdAt"])
    .execute();
}
