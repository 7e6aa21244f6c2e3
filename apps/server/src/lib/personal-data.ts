import type { Kysely, Transaction } from "kysely";
import type { Database } from "./db/schema.ts";

/** Whose data: the account, found by its id and by the e-mail it signed up with. */
export interface DataSubject {
  userId: string;
  email: string;
}

/**
 * How one table holds a student's data. Every table in the database is registered, by the feature that
 * owns it; a test fails on a table that is not, and another scans every table after a deletion.
 */
export type TableRegistration =
  | {
      table: string;
      /** in words, how the student's rows are found */
      foundBy: string;
      /** the key under which the student's export shows these rows */
      exportKey: string;
      exportRows(db: Kysely<Database>, subject: DataSubject): Promise<unknown>;
      eraseRows(trx: Transaction<Database>, subject: DataSubject): Promise<void>;
      /** keys in the file store of the student's files (a mentor's photo): found before the rows go, deleted after */
      filesOf?(db: Kysely<Database>, subject: DataSubject): Promise<string[]>;
    }
  | { table: string; noPersonalData: string };

export function personalTables(registry: readonly TableRegistration[]) {
  return registry.filter((entry): entry is Extract<TableRegistration, { exportKey: string }> => "exportKey" in entry);
}

/** Everything Disha stores about one student, table by table. */
export async function exportSubject(
  db: Kysely<Database>,
  registry: readonly TableRegistration[],
  subject: DataSubject,
) {
  const entries = await Promise.all(
    personalTables(registry).map(async (entry) => [entry.exportKey, await entry.exportRows(db, subject)] as const),
  );
  return Object.fromEntries(entries);
}

/** The keys in the file store of a student's files: those the registered tables name in `filesOf`. */
export async function filesOfSubject(
  db: Kysely<Database>,
  registry: readonly TableRegistration[],
  subject: DataSubject,
): Promise<string[]> {
  const keys = await Promise.all(
    personalTables(registry).map(async (entry) => (await entry.filesOf?.(db, subject)) ?? []),
  );
  return keys.flat();
}

/**
 * Erases the student from every table in one transaction, in registry order (the account row last),
 * then deletes their files from the file store (a bucket's objects are outside the transaction).
 */
export async function eraseSubject(
  db: Kysely<Database>,
  registry: readonly TableRegistration[],
  subject: DataSubject,
  files: { delete(keys: readonly string[]): Promise<void> },
) {
  const keys = await filesOfSubject(db, registry, subject);
  await db.transaction().execute(async (trx) => {
    for (const entry of personalTables(registry)) await entry.eraseRows(trx, subject);
  });
  await files.delete(keys);
}
