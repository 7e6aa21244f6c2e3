import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { noteRequest } from "../../lib/request-activity.ts";
import { createTestContext, type TestContext } from "../../testing/test-server.ts";
import { scheduleJobs } from "./queries.ts";
import { createJobRunner } from "./runner.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

async function runTwoJobs(prefix: string): Promise<{ done: number; ms: number }> {
  const { db, dbKind, logger } = context.deps;
  const now = new Date();
  await scheduleJobs(
    db,
    [1, 2].map((index) => ({ kind: "count", key: `${prefix}-${index}`, subjectId: prefix, payload: {}, runAt: now })),
    now,
  );
  // one job to a batch: the runner yields to requests between the two
  const runner = createJobRunner({
    db,
    dbKind,
    logger,
    batchSize: 1,
    handlers: { count: () => Promise.resolve("done") },
  });
  const started = performance.now();
  const done = await runner.runDue();
  return { done, ms: performance.now() - started };
}

describe("the job runner under load", () => {
  it("goes on at once when no request is being served", async () => {
    const { done, ms } = await runTwoJobs("idle");
    expect(done).toBe(2);
    expect(ms).toBeLessThan(500);
  });

  it("waits while requests keep the event loop busy, and no longer than a second a batch", async () => {
    // a stand-in for a busy server: requests keep starting and the loop is never idle
    const busy = setInterval(() => {
      const until = performance.now() + 8;
      while (performance.now() < until) {
        // the work of requests, each noted as it begins: on a loaded machine the process may be paused
        // between two ticks, and the last request must still be as recent as the loop's last work
        noteRequest();
      }
    }, 1);
    try {
      const { done, ms } = await runTwoJobs("busy");
      expect(done).toBe(2);
      expect(ms).toBeGreaterThanOrEqual(900);
      expect(ms).toBeLessThan(3_000);
    } finally {
      clearInterval(busy);
    }
  });
});
