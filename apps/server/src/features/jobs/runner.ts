import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { servedRecently } from "../../lib/request-activity.ts";
import type { Kysely, Transaction } from "kysely";
import type { DatabaseKind } from "../../lib/db/database.ts";
import type { Database } from "../../lib/db/schema.ts";
import type { Logger } from "../../lib/logger.ts";
import { type DueJob, finishJob, lockNextDueJobs, recordFailure } from "./queries.ts";

export type JobOutcome = "done" | "dropped";

/**
 * Does one job's work inside the transaction that marks it finished: what it writes there (an
 * outbox message) exists exactly once, because a crash or a lost race rolls both back.
 */
export type JobHandler = (job: DueJob, context: { trx: Transaction<Database>; now: Date }) => Promise<JobOutcome>;

export interface JobRunnerOptions {
  db: Kysely<Database>;
  dbKind: DatabaseKind;
  handlers: Readonly<Record<string, JobHandler>>;
  logger: Logger;
  /** what time it is; tests move it instead of waiting */
  clock?: () => Date;
  nodeId?: string;
  pollMs?: number;
  maxAttempts?: number;
  /** the most jobs one transaction does (10); 1 when a job waits on something slow, such as an SMTP server */
  batchSize?: number;
}

export interface JobRunner {
  readonly nodeId: string;
  /** Runs every job due now, a few to a transaction, and says how many this runner did (not dropped). */
  runDue(): Promise<number>;
  /** Polls every `pollMs` until stopped. */
  start(): void;
  /** Stops polling and waits for a run under way. */
  stop(): Promise<void>;
}

const RETRY_BASE_MS = 60_000;
// the most jobs one poll takes on before the next poll
const MAX_PER_RUN = 500;
// the most jobs one transaction does by default: one commit for several, and still a short transaction
const BATCH_SIZE = 10;
// how soon a woken runner starts: the work of the requests that woke it in the meantime is done in one run
const WAKE_DELAY_MS = 100;

class LostRace extends Error {}

// this process's started runners by database, so a change that schedules work due now can wake them
// eslint-disable-next-line no-restricted-syntax -- not a cache: the runners to wake, by the database they poll
const runnersOf = new WeakMap<Kysely<Database>, Set<() => void>>();

/** Asks this process's runners over `db` to do what is due now soon, instead of at their next poll. */
export function wakeJobRunners(db: Kysely<Database>): void {
  for (const wake of runnersOf.get(db) ?? []) wake();
}

// while requests keep the event loop this busy, a batch waits (a job is background work) ...
const BUSY_UTILIZATION = 0.8;
const BUSY_CHECK_MS = 20;
// ... but never longer than this, so mail is late under a burst and never starved
const MAX_DEFER_MS = 1_000;

/**
 * Lets the requests waiting on the event loop go first, and while requests keep coming, waits for a
 * pause in them: the loop's utilization is measured while the runner itself sleeps, so its own work
 * does not count. A server with no recent request (and a test) goes on at once.
 */
async function yieldToRequests(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  const deadline = performance.now() + MAX_DEFER_MS;
  while (servedRecently(BUSY_CHECK_MS) && performance.now() < deadline) {
    const before = performance.eventLoopUtilization();
    await new Promise((resolve) => setTimeout(resolve, BUSY_CHECK_MS));
    if (performance.eventLoopUtilization(before).utilization < BUSY_UTILIZATION) return;
  }
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, dbKind, handlers, logger } = options;
  const clock = options.clock ?? (() => new Date());
  const nodeId = options.nodeId ?? randomUUID();
  const maxAttempts = options.maxAttempts ?? 5;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;
  // a wake while a run is under way, or a run that stopped at its limit: run again soon
  let again = false;
  let woken = false;

  /**
   * Runs up to `size` due jobs in one transaction. When one fails, the transaction takes all of them
   * back: "split" asks for them to be run one at a time, so only the failing one is counted as failed.
   */
  async function runBatch(size: number): Promise<JobOutcome[] | "none" | "retry" | "split"> {
    const now = clock();
    let taken: DueJob[] = [];
    try {
      return await db.transaction().execute(async (trx) => {
        taken = await lockNextDueJobs(trx, dbKind, now, size);
        if (taken.length === 0) return "none";
        const outcomes: JobOutcome[] = [];
        for (const job of taken) {
          const handler = handlers[job.kind];
          if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
          const outcome = await handler(job, { trx, now });
          if (!(await finishJob(trx, job.id, outcome, nodeId, now))) throw new LostRace();
          outcomes.push(outcome);
        }
        return outcomes;
      });
    } catch (error) {
      // another node finished one first: our transaction, and whatever it wrote, is gone
      if (error instanceof LostRace) return "retry";
      const [job] = taken;
      // no job was taken: the database itself failed, and the next poll tries again
      if (!job) throw error;
      if (taken.length > 1) return "split";
      const attempts = job.attempts + 1;
      const retryAt = attempts >= maxAttempts ? null : new Date(now.getTime() + RETRY_BASE_MS * 2 ** (attempts - 1));
      const name = error instanceof Error ? error.name : "Error";
      // the job's id and kind only: a message may quote a student's e-mail
      logger.warn({ job: job.id, kind: job.kind, attempts, err: name }, "due job failed");
      await recordFailure(db, job, name, retryAt, now);
      return "retry";
    }
  }

  async function runDue(): Promise<number> {
    let done = 0;
    let size = options.batchSize ?? BATCH_SIZE;
    for (let count = 0; !stopped;) {
      if (count >= MAX_PER_RUN) {
        again = true;
        break;
      }
      const result = await runBatch(size);
      if (result === "none") break;
      if (result === "split") {
        // the rest of this run goes one job at a time
        size = 1;
        continue;
      }
      if (result === "retry") {
        count += 1;
      } else {
        count += result.length;
        done += result.filter((outcome) => outcome === "done").length;
        // a short batch took every job that was due; one made since has woken the runner again
        if (result.length < size) break;
      }
      await yieldToRequests();
    }
    return done;
  }

  function poll() {
    woken = false;
    again = false;
    running = runDue()
      .catch((error: unknown) => {
        logger.error({ err: error instanceof Error ? error.name : "Error" }, "due jobs run failed");
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(poll, again ? WAKE_DELAY_MS : (options.pollMs ?? 15_000)).unref();
      });
  }

  function wake() {
    if (stopped || woken) return;
    if (running) {
      again = true;
      return;
    }
    woken = true;
    clearTimeout(timer);
    timer = setTimeout(poll, WAKE_DELAY_MS).unref();
  }

  return {
    nodeId,
    runDue,
    start() {
      stopped = false;
      timer = setTimeout(poll, options.pollMs ?? 15_000).unref();
      const runners = runnersOf.get(db) ?? new Set();
      runners.add(wake);
      runnersOf.set(db, runners);
    },
    async stop() {
      stopped = true;
      runnersOf.get(db)?.delete(wake);
      clearTimeout(timer);
      await running;
    },
  };
}
