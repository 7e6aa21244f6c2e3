import { createHash, randomBytes } from "node:crypto";
import type { Context } from "hono";
import { clientIp } from "./client-ip.ts";
import type { AppEnv } from "./context.ts";
import { enforceRateLimit } from "./rate-limit.ts";

/** Only a hash is stored, so a copy of the database opens no link. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * A single-use link token for a mailbox: 256 random bits, and the hash that is stored. Whoever opens the
 * link has read that mailbox, which is what confirming an address means.
 */
export function newMailboxToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashToken(token) };
}

const TEN_MINUTES = 10 * 60 * 1000;
// tokens are 256 random bits, so this only keeps a script from hammering a link's endpoint
export const LINK_TRIES_PER_ADDRESS = 30;

/** Counts a try of a mailed link's token from the caller's address; 429 past the limit. */
export async function limitLinkTries(c: Context<AppEnv>, link: string): Promise<void> {
  await enforceRateLimit(c.var.deps.rateLimiter, `${link}:ip:${clientIp(c)}`, LINK_TRIES_PER_ADDRESS, TEN_MINUTES);
}
