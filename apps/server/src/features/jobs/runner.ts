import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { DatabaseKind } from "../../lib/db/database.ts";
import type { Database } from "../../lib/db/schema.ts";
import type { Logger } from "../../lib/logger.ts";
import { type DueJob, finishJob, lockNextDueJob, recordFailure } from "./queries.ts";

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
}

export interface JobRunner {
  readonly nodeId: string;
  /** Runs every job due now, one transaction each, and says how many this runner did (not dropped). */
  runDue(): Promise<number>;
  /** Polls every `pollMs` until stopped. */
  start(): void;
  /** Stops polling and waits for a run under way. */
  stop(): Promise<void>;
}

const RETRY_BASE_MS = 60_000;
// the most jobs one poll takes on, so one node never starves the event loop
const MAX_PER_RUN = 500;

class LostRace extends Error {}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, dbKind, handlers, logger } = options;
  const clock = options.clock ?? (() => new Date());
  const nodeId = options.nodeId ?? randomUUID();
  const maxAttempts = options.maxAttempts ?? 5;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  async function runNext(): Promise<JobOutcome | "none" | "retry"> {
    const now = clock();
    let taken: DueJob | undefined;
    try {
      return await db.transaction().execute(async (trx) => {
        const job = await lockNextDueJob(trx, dbKind, now);
        if (!job) return "none";
        taken = job;
        const handler = handlers[job.kind];
        if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
        const outcome = await handler(job, { trx, now });
        if (!(await finishJob(trx, job.id, outcome, nodeId, now))) throw new LostRace();
        return outcome;
      });
    } catch (error) {
      // another node finished it first: our transaction, and whatever it wrote, is gone
      if (error instanceof LostRace) return "retry";
      // no job was taken: the database itself failed, and the next poll tries again
      if (!taken) throw error;
      const job: DueJob = taken;
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
    for (let index = 0; index < MAX_PER_RUN && !stopped; index++) {
      const result = await runNext();
      if (result === "none") break;
      if (result === "done") done += 1;
    }
    return done;
  }

  function poll() {
    running = runDue()
      .catch((error: unknown) => {
        logger.error({ err: error instanceof Error ? error.name : "Error" }, "due jobs run failed");
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(poll, options.pollMs ?? 15_000).unref();
      });
  }

  return {
    nodeId,
    runDue,
    start() {
      stopped = false;
      timer = setTimeout(poll, options.pollMs ?? 15_000).unref();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
