import type { Kysely } from "kysely";
import type { Database } from "../../lib/db/schema.ts";
import { listMentors } from "./queries.ts";

// The list changes rarely (a new mentor's card, a deactivation), so each node keeps the serialised
// answer for a minute instead of querying and serialising it on every page view; a change made on
// this node drops it at once, other nodes catch up within the minute.
const LIST_TTL_MS = 60_000;
const listCache = new WeakMap<Kysely<Database>, { body: string; expiresAt: number }>();

export async function mentorsJson(db: Kysely<Database>): Promise<string> {
  const cached = listCache.get(db);
  if (cached && cached.expiresAt > Date.now()) return cached.body;
  const body = JSON.stringify(await listMentors(db));
  listCache.set(db, { body, expiresAt: Date.now() + LIST_TTL_MS });
  return body;
}

export function forgetMentorsList(db: Kysely<Database>): void {
  listCache.delete(db);
}
