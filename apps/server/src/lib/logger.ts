import pino from "pino";

export type Logger = pino.Logger;

// Students are minors: log ids, routes and timings only, never bodies, e-mails or names.
// Lines are written asynchronously: under load, those that come while a write is under way go out together
// in the next write, instead of one system call per request line (pino flushes what is left at exit).
export function createLogger(level: string): Logger {
  return pino(
    { level, base: undefined, redact: ["req.headers.cookie", "req.headers.authorization"] },
    pino.destination({ dest: 1, sync: false }),
  );
}

/** The line every answered request leaves: method, route and timing only (no bodies, no query strings). */
export function logRequest(logger: Logger, method: string, routePath: string, status: number, startedAt: number): void {
  logger.info({ method, path: routePath, status, ms: Math.round(performance.now() - startedAt) }, "request");
}

/** Answers counted by route and status, written as one line per second each (`createRequestTally`). */
export interface RequestTally {
  count(routePath: string, status: number, startedAt: number): void;
  /** writes what was counted and starts afresh */
  flush(): void;
}

/**
 * The request log of anonymous public reads, which send everyone the same kept answer: one line per
 * route and status each second, with how many were answered and the slowest, instead of a line each.
 * A line each cost a quarter of the server's time under load and said nothing more (decision 028).
 */
export function createRequestTally(logger: Logger, everyMs = 1_000): RequestTally {
  const counted = new Map<string, { path: string; status: number; count: number; maxMs: number }>();
  let timer: NodeJS.Timeout | undefined;
  function flush() {
    if (timer) clearTimeout(timer);
    timer = undefined;
    for (const { path, status, count, maxMs } of counted.values()) {
      logger.info({ method: "GET", path, status, count, maxMs: Math.round(maxMs) }, "requests");
    }
    counted.clear();
  }
  return {
    count(routePath, status, startedAt) {
      const ms = performance.now() - startedAt;
      const key = `${status} ${routePath}`;
      const entry = counted.get(key);
      if (entry) {
        entry.count += 1;
        if (ms > entry.maxMs) entry.maxMs = ms;
      } else {
        counted.set(key, { path: routePath, status, count: 1, maxMs: ms });
      }
      if (!timer) {
        timer = setTimeout(flush, everyMs);
        // a quiet server is not kept running for its log; what is left is written when it closes
        timer.unref();
      }
    },
    flush,
  };
}
