import type { Compilable, CompiledQuery, DialectAdapter, Kysely, QueryResult } from "kysely";
import { committedReader } from "./database.ts";
import type { Database } from "./schema.ts";

/** Stands in for a value while a prepared query is built. */
class Slot {
  constructor(readonly name: string) {}
}

/**
 * A query of one fixed shape, built and compiled by Kysely once per kind of database and then run with
 * new values. Kysely builds and compiles a query on every call, which takes longer than SQLite takes
 * to run a small indexed one; the hot paths (a booking, a mentor's slots, the session) use these.
 *
 * `build` gets stand-ins for `values`: read each by name and use it only as a value
 * (`where(column, "=", values.id)`, `.values({ id: values.id })`), never to choose the query's shape
 * and never spread (`{ ...values }` is empty).
 */
export interface PreparedQuery<Values extends Record<string, unknown>, Row> {
  (db: Kysely<Database>, values: Values): Promise<QueryResult<Row>>;
  /** the SQL it runs on `db`'s kind of database, and the names of its values in order (for the benchmark) */
  statement(db: Kysely<Database>): { sql: string; values: string[] };
}

export function preparedQuery<Values extends Record<string, unknown>, Row>(
  build: (db: Kysely<Database>, values: Values) => Compilable<Row>,
): PreparedQuery<Values, Row> {
  // the SQL differs by dialect; a database and its transactions share one adapter
  const compiled = new WeakMap<DialectAdapter, CompiledQuery<Row>>();
  function compiledFor(db: Kysely<Database>): CompiledQuery<Row> {
    const adapter = db.getExecutor().adapter;
    let query = compiled.get(adapter);
    if (!query) {
      const standIns = new Proxy({}, { get: (_target, name) => new Slot(String(name)) }) as Values;
      query = build(db, standIns).compile();
      compiled.set(adapter, query);
    }
    return query;
  }
  const run = (db: Kysely<Database>, values: Values) => {
    const query = compiledFor(db);
    const parameters = query.parameters.map((parameter) =>
      parameter instanceof Slot ? values[parameter.name] : parameter,
    );
    // a select outside a transaction reads committed rows on SQLite's read-only connection, at once
    const read = query.query.kind === "SelectQueryNode" ? committedReader(db) : undefined;
    if (read) return Promise.resolve({ rows: read(query.sql, parameters) as Row[] });
    return db.executeQuery<Row>({ sql: query.sql, query: query.query, queryId: query.queryId, parameters });
  };
  return Object.assign(run, {
    statement(db: Kysely<Database>) {
      const query = compiledFor(db);
      return {
        sql: query.sql,
        values: query.parameters.map((parameter) => (parameter instanceof Slot ? parameter.name : String(parameter))),
      };
    },
  });
}
