import type { Kysely } from "kysely";
import type { Caches } from "./cache.ts";
import type { Database } from "./db/schema.ts";
import { sessionRoles } from "./roles.ts";
import type { Viewer } from "./viewer.ts";

/**
 * How long a node keeps a session Better Auth has read (verified cookie, account's name and e-mail)
 * before asking Better Auth again, which also lets it extend the session. docs/decisions/011-session-cache.md.
 */
export const SESSION_CACHE_TTL_MS = 60_000;
// far more sessions than one node serves in a minute; past it the oldest entry goes
const MAX_SESSIONS = 20_000;

/** What Better Auth's read of a session gives. */
export interface CachedSession {
  viewer: Viewer;
  /** epoch milliseconds: the session ends then, cached or not */
  expiresAt: number;
}

export interface SessionCache {
  /**
   * The viewer of the session cookie value `token` (the signed value Better Auth verifies): from the
   * cache while it is fresh, with the session's existence and the account's roles read again from the
   * database every time; otherwise from `read` (Better Auth), kept when it finds a session.
   */
  viewer(token: string, read: () => Promise<CachedSession | null>): Promise<Viewer | null>;
}

/**
 * Sessions read in the last minute on this node, so a signed-in request does not verify its cookie and
 * go through Better Auth every time. Every request still looks up its session row and roles (one
 * indexed query), so a sign-out, a revoked session, a disabled or deleted account and a changed role
 * hold at once on every node, as without the cache.
 */
export function createSessionCache(
  db: Kysely<Database>,
  caches: Caches,
  ttlMs = SESSION_CACHE_TTL_MS,
  clock: () => number = Date.now,
): SessionCache {
  // the entry's own `until` (by `clock`) decides freshness; the cache's time only drops it later
  const entries = caches.named<{ viewer: Viewer; expiresAt: number; until: number }>("sessions", {
    max: MAX_SESSIONS,
    ttlMs: ttlMs * 2,
  });

  function keep(token: string, found: CachedSession) {
    entries.set(token, { viewer: found.viewer, expiresAt: found.expiresAt, until: clock() + ttlMs });
  }

  return {
    async viewer(token, read) {
      const entry = entries.get(token);
      const now = clock();
      if (entry && entry.until > now && entry.expiresAt > now) {
        const roles = await sessionRoles(db, entry.viewer.sessionId);
        if (roles) return { ...entry.viewer, roles };
        // the session has ended (signed out, revoked, its account disabled or deleted)
        entries.forget(token);
        return null;
      }
      if (entry) entries.forget(token);
      const found = await read();
      if (found) keep(token, found);
      return found?.viewer ?? null;
    },
  };
}

/**
 * The value of cookie `name` in a Cookie header, or undefined when it is absent or named more than
 * once (then which one a reader takes is not certain, so nothing is cached under either).
 */
export function cookieValue(header: string, name: string): string | undefined {
  let value: string | undefined;
  for (const part of header.split(";")) {
    const equals = part.indexOf("=");
    if (equals === -1 || part.slice(0, equals).trim() !== name) continue;
    if (value !== undefined) return undefined;
    value = part.slice(equals + 1).trim();
  }
  return value;
}
