import { rm } from "node:fs/promises";
import path from "node:path";
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
      /** files under DATA_DIR that hold the student's data (a mentor's photo): found before the rows go, deleted after */
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

/**
 * Erases the student from every table in one transaction, in registry order (the account row last),
 * then deletes their files under `dataDir`.
 */
export async function eraseSubject(
  db: Kysely<Database>,
  registry: readonly TableRegistration[],
  subject: DataSubject,
  dataDir: string,
) {
  const tables = personalTables(registry);
  const files = (await Promise.all(tables.map(async (entry) => (await entry.filesOf?.(db, subject)) ?? []))).flat();
  await db.transaction().execute(async (trx) => {
    for (const entry of tables) await entry.eraseRows(trx, subject);
  });
  await Promise.all(files.map((file) => rm(path.join(dataDir, file), { force: true })));
}
