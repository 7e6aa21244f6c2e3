import type { Kysely } from "kysely";
import type { Env } from "../env.ts";
import type { Database } from "./db/schema.ts";
import { filesOfSubject, type TableRegistration } from "./personal-data.ts";

/** An upload as it was stored. */
export interface StoredFile {
  contentType: string;
  bytes: Uint8Array;
}

/**
 * Where uploads (a mentor's photo) live, seen alike by every app node: the database by default, an
 * S3-compatible bucket when S3_BUCKET is set (decision 017). A key is a path-like name chosen by the
 * feature (`mentor-photos/<card id>.webp`), never text from a request.
 */
export interface FileStore {
  /** stores the file under `key`, replacing what was there; a reader gets the old file or the new, never half */
  put(key: string, contentType: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<StoredFile | undefined>;
  /** deletes the files that exist of `keys`; a missing one is no error */
  delete(keys: readonly string[]): Promise<void>;
  close(): void;
}

export function createDatabaseFileStore(db: Kysely<Database>): FileStore {
  return {
    async put(key, contentType, bytes) {
      // better-sqlite3 binds a Buffer as a blob, not a bare Uint8Array
      const file = { contentType, bytes: Buffer.from(bytes), createdAt: new Date().toISOString() };
      await db
        .insertInto("storedFile")
        .values({ key, ...file })
        .onConflict((conflict) => conflict.column("key").doUpdateSet(file))
        .execute();
    },
    async get(key) {
      return db.selectFrom("storedFile").select(["contentType", "bytes"]).where("key", "=", key).executeTakeFirst();
    },
    async delete(keys) {
      if (keys.length > 0) await db.deleteFrom("storedFile").where("key", "in", keys).execute();
    },
    close() {},
  };
}

/** The database's store, or the bucket's when S3_BUCKET is set; the AWS SDK loads only then. */
export async function createFileStore(env: Env, db: Kysely<Database>): Promise<FileStore> {
  if (!env.S3_BUCKET) return createDatabaseFileStore(db);
  const { createS3FileStore } = await import("./s3-file-store.ts");
  return createS3FileStore({
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === "true",
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
}

/**
 * The uploads table, whose rows belong to whoever the tables naming them (`owners`' filesOf) belong to.
 * It goes first in the registry: a student's keys are found while the rows naming them still exist.
 */
export function storedFileTable(owners: readonly TableRegistration[]): TableRegistration {
  return {
    table: "storedFile",
    foundBy: "key: the files the student's rows in other tables name (a mentor's photo)",
    exportKey: "storedFiles",
    exportRows: async (db, subject) => {
      const keys = await filesOfSubject(db, owners, subject);
      if (keys.length === 0) return [];
      return db
        .selectFrom("storedFile")
        .select(["key", "contentType", "createdAt"])
        .where("key", "in", keys)
        .orderBy("key")
        .execute();
    },
    eraseRows: async (trx, subject) => {
      const keys = await filesOfSubject(trx, owners, subject);
      if (keys.length > 0) await trx.deleteFrom("storedFile").where("key", "in", keys).execute();
    },
  };
}
