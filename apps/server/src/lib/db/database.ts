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
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) }),
    kind: "sqlite",
  };
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
    prepare(sql: string) {
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
