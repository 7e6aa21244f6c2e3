import { timeOrderedId } from "../../lib/db/time-ordered-id.ts";
import { type Kysely, type Selectable, sql, type Transaction } from "kysely";
import type { DatabaseKind } from "../../lib/db/database.ts";
import type { Database, DueJobTable } from "../../lib/db/schema.ts";
import { preparedQuery } from "../../lib/db/prepared.ts";

export type DueJob = Selectable<DueJobTable>;

export interface NewJob {
  kind: string;
  /** unique per purpose: scheduling the same key again stores nothing */
  key: string;
  subjectId: string;
  studentId?: string | null;
  studentEmail?: string | null;
  payload: unknown;
  runAt: Date;
}

function jobRow(job: NewJob, now: Date) {
  return {
    id: timeOrderedId(),
    kind: job.kind,
    key: job.key,
    subjectId: job.subjectId,
    studentId: job.studentId ?? null,
    studentEmail: job.studentEmail?.toLowerCase() ?? null,
    payload: JSON.stringify(job.payload),
    runAt: job.runAt.toISOString(),
    createdAt: now.toISOString(),
  };
}

function insertJobs(db: Kysely<Database>, rows: ReturnType<typeof jobRow>[]) {
  return db
    .insertInto("dueJob")
    .values(
      rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        key: row.key,
        subjectId: row.subjectId,
        studentId: row.studentId,
        studentEmail: row.studentEmail,
        payload: row.payload,
        runAt: row.runAt,
        createdAt: row.createdAt,
        status: "due" as const,
        lockedBy: null,
        lockedUntil: null,
        finishedAt: null,
        lastError: null,
      })),
    )
    .onConflict((conflict) => conflict.column("key").doNothing());
}

// one job, as a booking schedules in its transaction: prepared once
const insertOneJob = preparedQuery((db, values: ReturnType<typeof jobRow>) => insertJobs(db, [values]));

export async function scheduleJobs(db: Kysely<Database>, jobs: NewJob[], now: Date): Promise<void> {
  const [first] = jobs;
  if (!first) return;
  if (jobs.length === 1) await insertOneJob(db, jobRow(first, now));
  else
    await insertJobs(
      db,
      jobs.map((job) => jobRow(job, now)),
    ).execute();
}

/** Drops the jobs about a subject that have not run yet (a cancelled or moved booking's reminders), or those of one kind. */
export async function dropDueJobs(db: Kysely<Database>, subjectId: string, now: Date, kind?: string): Promise<void> {
  let query = db
    .updateTable("dueJob")
    .set({ status: "dropped", finishedAt: now.toISOString() })
    .where("subjectId", "=", subjectId)
    .where("status", "=", "due");
  if (kind !== undefined) query = query.where("kind", "=", kind);
  await query.execute();
}

export async function dueJobsOf(db: Kysely<Database>, subjectId: string): Promise<DueJob[]> {
  return db.selectFrom("dueJob").selectAll().where("subjectId", "=", subjectId).orderBy("runAt").execute();
}

/**
 * The next jobs that are due (at most `limit`), locked for this transaction. On PostgreSQL,
 * `FOR UPDATE SKIP LOCKED` lets each node take different rows and never wait on another's; on SQLite
 * one writer at a time runs anyway, and the update in `finishJob` fails the loser of any race.
 */
export async function lockNextDueJobs(
  trx: Transaction<Database>,
  kind: DatabaseKind,
  now: Date,
  limit: number,
): Promise<DueJob[]> {
  let query = trx
    .selectFrom("dueJob")
    .selectAll()
    .where("status", "=", "due")
    .where("runAt", "<=", now.toISOString())
    // by the (status, runAt) index alone: a tie-break on id would sort every due row each time
    .orderBy("runAt")
    .limit(limit);
  if (kind === "postgres") query = query.forUpdate().skipLocked();
  return query.execute();
}

/** Marks a due job finished; false when it was no longer due (someone else finished it first). */
export async function finishJob(
  trx: Transaction<Database>,
  id: string,
  status: "done" | "dropped",
  nodeId: string,
  now: Date,
): Promise<boolean> {
  const result = await trx
    .updateTable("dueJob")
    .set({ status, lockedBy: nodeId, finishedAt: now.toISOString(), attempts: sql`"attempts" + 1` })
    .where("id", "=", id)
    .where("status", "=", "due")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Counts a failed attempt: the job is tried again later, or given up after the last attempt. */
export async function recordFailure(
  db: Kysely<Database>,
  job: DueJob,
  error: string,
  retryAt: Date | null,
  now: Date,
): Promise<void> {
  await db
    .updateTable("dueJob")
    .set({
      attempts: sql`"attempts" + 1`,
      lastError: error.slice(0, 200),
      ...(retryAt ? { runAt: retryAt.toISOString() } : { status: "failed" as const, finishedAt: now.toISOString() }),
    })
    .where("id", "=", job.id)
    .where("status", "=", "due")
    .execute();
}
