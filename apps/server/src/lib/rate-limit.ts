import { ErrorCode } from "@disha/shared";
import { HttpError } from "./errors.ts";
import type { RedisClientType } from "redis";

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** A fixed-window counter per key: at most `limit` hits every `windowMs`. */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
}

export function createMemoryRateLimiter(): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = Date.now();
  return {
    hit(key, limit, windowMs) {
      const now = Date.now();
      if (now - lastSweep > 60_000) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
        lastSweep = now;
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return Promise.resolve({
        allowed: window.count <= limit,
        retryAfterSeconds: Math.ceil((window.resetAt - now) / 1000),
      });
    },
  };
}

/** The same counter in Redis, so every app node sees the same limits. */
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
  };
}

/** Throws 429 in the shared error shape once `key` has been hit more than `limit` times in the window. */
export async function enforceRateLimit(
  limiter: RateLimiter,
  key: string,
  limit: number,
  windowMs: number,
  message = "Too many attempts. Please wait a little and try again.",
): Promise<void> {
  const { allowed, retryAfterSeconds } = await limiter.hit(key, limit, windowMs);
  if (!allowed) {
    throw new HttpError(429, ErrorCode.rateLimited, message, undefined, {
      "Retry-After": String(retryAfterSeconds),
    });
  }
}
