import pino from "pino";

export type Logger = pino.Logger;

// Students are minors: log ids, routes and timings only, never bodies, e-mails or names.
export function createLogger(level: string): Logger {
  return pino({ level, base: undefined, redact: ["req.headers.cookie", "req.headers.authorization"] });
}

/** The line every answered request leaves: method, route and timing only (no bodies, no query strings). */
export function logRequest(logger: Logger, method: string, routePath: string, status: number, startedAt: number): void {
  logger.info({ method, path: routePath, status, ms: Math.round(performance.now() - startedAt) }, "request");
}
