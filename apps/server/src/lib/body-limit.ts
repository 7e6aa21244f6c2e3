import type { MiddlewareHandler } from "hono";
import { bodyLimit as streamedBodyLimit } from "hono/body-limit";

type BodyLimitOptions = Parameters<typeof streamedBodyLimit>[0];

/**
 * Hono's body limit, judging a body that declares its length by the header alone. Node's parser never
 * delivers more than Content-Length says; Hono's middleware would first read `c.req.raw.body`, which
 * turns the request into a web stream and so costs every write request a good share of its time. A
 * chunked body is counted as it is read, by Hono's middleware.
 */
export function bodyLimit(options: BodyLimitOptions): MiddlewareHandler {
  const streamed = streamedBodyLimit(options);
  return async (c, next) => {
    const length = c.req.header("content-length");
    if (length === undefined || c.req.header("transfer-encoding") !== undefined) return streamed(c, next);
    // too long: Hono's middleware answers, as it would have
    if (Number.parseInt(length, 10) > options.maxSize) return streamed(c, next);
    await next();
  };
}
