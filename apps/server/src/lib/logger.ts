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
