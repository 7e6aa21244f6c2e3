import { CompiledQuery, type Kysely, type Transaction } from "kysely";
import type { DatabaseKind } from "./database.ts";
import type { Database } from "./schema.ts";

type Work<T> = (trx: Transaction<Database>) => Promise<T>;

interface Waiting {
  work: Work<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

interface Queue {
  waiting: Waiting[];
  scheduled: boolean;
}

// SQLite writes one transaction at a time, and a small write's commit costs more than its statements:
// the writes that arrive in one turn of the event loop share a commit (group commit). A turn is short,
// so a batch stays a short transaction; this caps it anyway.
const MAX_PER_COMMIT = 64;
const savepoint = CompiledQuery.raw("savepoint shared_write");
const release = CompiledQuery.raw("release shared_write");
const rollbackTo = CompiledQuery.raw("rollback to shared_write");

const queues = new WeakMap<Kysely<Database>, Queue>();

async function commitTogether(db: Kysely<Database>, batch: Waiting[]): Promise<void> {
  const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
  try {
    await db.transaction().execute(async (trx) => {
      for (const { work } of batch) {
        await trx.executeQuery(savepoint);
        try {
          outcomes.push({ ok: true, value: await work(trx) });
          await trx.executeQuery(release);
        } catch (error) {
          // this write alone is undone; those before and after it still commit
          await trx.executeQuery(rollbackTo);
          await trx.executeQuery(release);
          outcomes.push({ ok: false, error });
        }
      }
    });
  } catch (error) {
    // the commit itself failed: nothing of the batch was written
    for (const waiting of batch) waiting.reject(error);
    return;
  }
  batch.forEach((waiting, index) => {
    const outcome = outcomes[index]!;
    if (outcome.ok) waiting.resolve(outcome.value);
    else waiting.reject(outcome.error);
  });
}

function flushSoon(db: Kysely<Database>, queue: Queue): void {
  if (queue.scheduled) return;
  queue.scheduled = true;
  // after this turn's I/O: the requests read in the same turn join the batch
  setImmediate(() => {
    const batch = queue.waiting.splice(0, MAX_PER_COMMIT);
    void commitTogether(db, batch).finally(() => {
      queue.scheduled = false;
      if (queue.waiting.length > 0) flushSoon(db, queue);
    });
  });
}

/**
 * Runs `work` in a write transaction and resolves once it has committed; what `work` throws rejects
 * this call alone and writes nothing. On SQLite the writes of one event-loop turn share one transaction,
 * each in a savepoint of its own, so they see each other in order as if run one after another. On
 * PostgreSQL each write is a transaction of its own: there they run at once under row locks.
 */
export function inWriteTransaction<T>(db: Kysely<Database>, kind: DatabaseKind, work: Work<T>): Promise<T> {
  if (kind === "postgres") return db.transaction().execute(work);
  let queue = queues.get(db);
  if (!queue) {
    queue = { waiting: [], scheduled: false };
    queues.set(db, queue);
  }
  const current = queue;
  return new Promise<T>((resolve, reject) => {
    current.waiting.push({ work, resolve: resolve, reject });
    flushSoon(db, current);
  });
}
