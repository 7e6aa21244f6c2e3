import type { Kysely } from "kysely";

// Written once: a change to the schema is a new migration file, never an edit of this one.

// the rule of packages/shared/src/phone.ts when this was written, kept here so the migration never changes
function storedMobile(typed: string): string | null {
  const digits = /^(?:(?:\+|00)?91|0)?([6-9]\d{9})$/.exec(typed.trim().replace(/[\s\-.()]/g, ""))?.[1];
  return digits ? `+91${digits}` : null;
}

const PHONE_COLUMNS = [
  { table: "profile", key: "userId", column: "mobileNumber" },
  { table: "workshopRegistration", key: "id", column: "phoneNumber" },
  { table: "supportMessage", key: "id", column: "phone" },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // the student's state or union territory (optional): the finders start from it
  await db.schema.alterTable("profile").addColumn("state", "text").execute();

  // every phone was kept as typed ("98765 43210", "+919876543210"); now all in one form, "+919876543210".
  // One that is not an Indian mobile (a landline sent to support) stays as it was.
  const untyped = db as Kysely<Record<string, Record<string, string>>>;
  for (const { table, key, column } of PHONE_COLUMNS) {
    const rows = await untyped.selectFrom(table).select([key, column]).execute();
    for (const row of rows) {
      const typed = row[column] ?? "";
      const stored = storedMobile(typed);
      if (stored && stored !== typed) {
        await untyped
          .updateTable(table)
          .set({ [column]: stored })
          .where(key, "=", row[key] ?? "")
          .execute();
      }
    }
  }
}
