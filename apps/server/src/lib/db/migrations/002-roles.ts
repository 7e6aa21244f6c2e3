import type { Kysely } from "kysely";

// Written once: a change to the schema is a new migration file, never an edit of this one.

export async function up(db: Kysely<unknown>): Promise<void> {
  // a set of roles per account; every account is a student, so "student" is implied and never stored
  await db.schema
    .createTable("userRole")
    .addColumn("userId", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
    .addColumn("role", "text", (col) => col.notNull())
    .addColumn("grantedAt", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("userRole_pk", ["userId", "role"])
    .execute();
}
