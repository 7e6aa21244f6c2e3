import pino from "pino";

export type Logger = pino.Logger;

// Students are minors: log ids, routes and timings only, never bodies, e-mails or names.
export function createLogger(level: string): Logger {
  return pino({ level, base: undefined, redact: ["req.headers.cookie", "req.headers.authorization"] });
}
