import { createHash } from "node:crypto";
import type { Mentor } from "@disha/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../lib/db/schema.ts";
import { toMentor } from "./cards.ts";
import { takesStudents } from "./takes-students.ts";

// The list changes rarely, so each node keeps the serialised answer instead of querying and serialising
// it on every page view. Every change that can move a mentor in or out of it (a card saved, deactivated
// or brought back; an account disabled, enabled or deleted; the mentor role granted or revoked) drops
// it at once on the node that made it; other nodes catch up within a few seconds, as with sessions.
const LIST_TTL_MS = 5_000;

export interface MentorsList {
  body: string;
  /** a strong ETag of the body: browsers ask again on every visit and get a 304 while it is the same */
  etag: string;
}

async function listMentors(db: Kysely<Database>): Promise<Mentor[]> {
  const rows = await db.selectFrom("mentor").selectAll().where(takesStudents).orderBy("name").orderBy("id").execute();
  return rows.map(toMentor);
}

const listCache = new WeakMap<Kysely<Database>, MentorsList & { expiresAt: number }>();

export async function mentorsList(db: Kysely<Database>): Promise<MentorsList> {
  const cached = listCache.get(db);
  if (cached && cached.expiresAt > Date.now()) return cached;
  const body = JSON.stringify(await listMentors(db));
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const list = { body, etag, expiresAt: Date.now() + LIST_TTL_MS };
  listCache.set(db, list);
  return list;
}

export function forgetMentorsList(db: Kysely<Database>): void {
  listCache.delete(db);
}
