import type { RateLimiter } from "../../lib/rate-limit.ts";
import { tooManyAttempts } from "../../lib/rate-limit.ts";

// Wrong passwords slow down further tries instead of locking the account: a stranger who guesses from
// elsewhere delays the owner by at most a minute, and never from the owner's own address.
const KEEP_FAILURES_MS = 24 * 60 * 60 * 1000;
export const FREE_FAILURES_PER_ADDRESS = 5;
export const FREE_FAILURES_PER_ACCOUNT = 20;
const MAX_DELAY_PER_ADDRESS_S = 15 * 60;
const MAX_DELAY_PER_ACCOUNT_S = 60;

const keys = (email: string, address: string) => ({
  perAddress: `sign-in:fail:${email}:${address}`,
  perAccount: `sign-in:fail:${email}`,
});

/** The wait in seconds after `count` failures: none for the first `free`, then doubling up to `max`. */
export function failureDelaySeconds(count: number, free: number, max: number): number {
  if (count < free) return 0;
  return Math.min(max, 2 ** (count - free));
}

/** Throws 429 with Retry-After when the account (from this address, or at all) must wait before another try. */
export async function checkSignInDelay(
  limiter: RateLimiter,
  email: string,
  address: string,
  now = Date.now(),
): Promise<void> {
  const { perAddress, perAccount } = keys(email, address);
  const [fromHere, overall] = await Promise.all([limiter.failures(perAddress), limiter.failures(perAccount)]);
  const waits = [
    fromHere
      ? failureDelaySeconds(fromHere.count, FREE_FAILURES_PER_ADDRESS, MAX_DELAY_PER_ADDRESS_S) * 1000 -
        (now - fromHere.lastAt)
      : 0,
    overall
      ? failureDelaySeconds(overall.count, FREE_FAILURES_PER_ACCOUNT, MAX_DELAY_PER_ACCOUNT_S) * 1000 -
        (now - overall.lastAt)
      : 0,
  ];
  const waitMs = Math.max(...waits);
  if (waitMs > 0) throw tooManyAttempts(Math.ceil(waitMs / 1000));
}

export async function recordSignInFailure(limiter: RateLimiter, email: string, address: string): Promise<void> {
  const { perAddress, perAccount } = keys(email, address);
  await Promise.all([
    limiter.recordFailure(perAddress, KEEP_FAILURES_MS),
    limiter.recordFailure(perAccount, KEEP_FAILURES_MS),
  ]);
}

export async function clearSignInFailures(limiter: RateLimiter, email: string, address: string): Promise<void> {
  const { perAddress, perAccount } = keys(email, address);
  await Promise.all([limiter.clearFailures(perAddress), limiter.clearFailures(perAccount)]);
}
