import { ErrorCode } from "@disha/shared";
import { t } from "@disha/shared/i18n";
import { HttpError } from "./errors.ts";
import type { RedisClientType } from "redis";

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

export interface FailureRecord {
  count: number;
  /** epoch milliseconds of the latest failure */
  lastAt: number;
}

/**
 * Counters behind every limit, in memory on one node or in Redis shared by all:
 * a fixed-window counter per key (`hit`), and a failure count per key that grows delays (`recordFailure`).
 */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  recordFailure(key: string, keepMs: number): Promise<FailureRecord>;
  failures(key: string): Promise<FailureRecord | null>;
  clearFailures(key: string): Promise<void>;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const failures = new Map<string, FailureRecord & { expiresAt: number }>();
  let lastSweep = now();
  function sweep(at: number) {
    if (at - lastSweep < 60_000) return;
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
    for (const [key, record] of failures) if (record.expiresAt <= at) failures.delete(key);
    lastSweep = at;
  }
  return {
    hit(key, limit, windowMs) {
      const at = now();
      sweep(at);
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        window = { count: 0, resetAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return Promise.resolve({
        allowed: window.count <= limit,
        retryAfterSeconds: Math.ceil((window.resetAt - at) / 1000),
      });
    },
    recordFailure(key, keepMs) {
      const at = now();
      sweep(at);
      const previous = failures.get(key);
      const count = previous && previous.expiresAt > at ? previous.count + 1 : 1;
      failures.set(key, { count, lastAt: at, expiresAt: at + keepMs });
      return Promise.resolve({ count, lastAt: at });
    },
    failures(key) {
      const record = failures.get(key);
      return Promise.resolve(
        record && record.expiresAt > now() ? { count: record.count, lastAt: record.lastAt } : null,
      );
    },
    clearFailures(key) {
      failures.delete(key);
      return Promise.resolve();
    },
  };
}

/** The same counters in Redis, so every app node sees the same limits. */
export function createRedisRateLimiter(redis: RedisClientType): RateLimiter {
  return {
    async hit(key, limit, windowMs) {
      const redisKey = `disha:rl:${key}`;
      const [count, ttl] = (await redis
        .multi()
        .incr(redisKey)
        .pExpire(redisKey, windowMs, "NX")
        .pTTL(redisKey)
        .exec()) as unknown as [number, unknown, number];
      return { allowed: count <= limit, retryAfterSeconds: Math.max(1, Math.ceil(Number(ttl) / 1000)) };
    },
    async recordFailure(key, keepMs) {
      const redisKey = `disha:fail:${key}`;
      const at = Date.now();
      const [count] = (await redis
        .multi()
        .hIncrBy(redisKey, "count", 1)
        .hSet(redisKey, "lastAt", String(at))
        .pExpire(redisKey, keepMs)
        .exec()) as unknown as [number];
      return { count: Number(count), lastAt: at };
    },
    async failures(key) {
      const record = await redis.hGetAll(`disha:fail:${key}`);
      if (!record.count) return null;
      return { count: Number(record.count), lastAt: Number(record.lastAt) };
    },
    async clearFailures(key) {
      await redis.del(`disha:fail:${key}`);
    },
  };
}

export const TOO_MANY_ATTEMPTS_MESSAGE = t("errors.generic.tooManyAttempts");

export function tooManyAttempts(retryAfterSeconds: number, message = TOO_MANY_ATTEMPTS_MESSAGE): HttpError {
  return new HttpError(429, ErrorCode.rateLimited, message, undefined, { "Retry-After": String(retryAfterSeconds) });
}

/** Throws 429 in the shared error shape once `key` has been hit more than `limit` times in the window. */
export async function enforceRateLimit(
  limiter: RateLimiter,
  key: string,
  limit: number,
  windowMs: number,
  message = TOO_MANY_ATTEMPTS_MESSAGE,
): Promise<void> {
  const { allowed, retryAfterSeconds } = await limiter.hit(key, limit, windowMs);
  if (!allowed) throw tooManyAttempts(retryAfterSeconds, message);
}
