import { mkdirSync } from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema.ts";

export type DatabaseKind = "sqlite" | "postgres";

export interface AppDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
}

export function isPostgresUrl(url: string | undefined): boolean {
  return url !== undefined && /^postgres(ql)?:\/\//.test(url);
}

/**
 * PostgreSQL when `url` is a postgres URL; otherwise a SQLite file (`url` may be a path or
 * `file:path`), `disha.sqlite` under `dataDir` by default.
 */
export function openDatabase(url: string | undefined, dataDir: string): AppDatabase {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({ connectionString: url ?? "", max: 10 });
    // an idle connection the server drops (a restart, a failover) is replaced by the pool on next use;
    // without a listener its error would crash the process
    pool.on("error", () => undefined);
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind: "postgres" };
  }
  const file = url ? url.replace(/^file:/, "") : path.join(dataDir, "disha.sqlite");
  mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  const readOnly = new SqliteDatabase(file, { readonly: true });
  readOnly.pragma("busy_timeout = 5000");
  const reader = withStatementCache(readOnly);
  const writer = withStatementCache(sqlite);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({
      database: {
        prepare: writer.prepare,
        close() {
          reader.close();
          writer.close();
        },
      },
    }),
  });
  committedReaders.set(db, (sql, parameters) => reader.prepare(sql).all(parameters));
  return { db, kind: "sqlite" };
}

type CommittedRead = (sql: string, parameters: readonly unknown[]) => unknown[];

// Kysely runs every query of a SQLite database on its one connection, one at a time, a transaction
// holding it throughout. A read that needs only committed rows need not wait there: a second,
// read-only connection answers it at once from its own snapshot (WAL lets readers and the writer
// run side by side).
const committedReaders = new WeakMap<Kysely<Database>, CommittedRead>();

/**
 * The read-only connection of a SQLite database, for prepared reads outside any transaction (a
 * transaction is another Kysely instance, so it never gets one); undefined on PostgreSQL.
 */
export function committedReader(db: Kysely<Database>): CommittedRead | undefined {
  return committedReaders.get(db);
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely asks better-sqlite3 to prepare every query anew; preparing is a good part of a small query's
 * cost, so each distinct SQL text is prepared once and reused (the least recently used go past 500).
 */
function withStatementCache(sqlite: SqliteDatabase.Database) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql: string) => {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value ?? "");
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

/** A unique or primary-key violation, in either database's words. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null || !("code" in error)) return false;
  const code = String(error.code);
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}

export function nowIso(): string {
  return new Date().toISOString();
}

/** Now, or a millisecond after `latest` if that is not earlier: rows listed by this time keep their order. */
export function nowIsoAfter(latest: string | undefined): string {
  const now = nowIso();
  return latest && latest >= now ? new Date(Date.parse(latest) + 1).toISOString() : now;
}
