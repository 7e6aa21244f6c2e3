import type { Mentor } from "@disha/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../lib/db/schema.ts";
import { type PublicAnswer, publicAnswer, REVALIDATE } from "../../lib/public-answer.ts";
import { toMentor } from "./cards.ts";
import { takesStudents } from "./takes-students.ts";

// The list changes rarely, so each node keeps the serialised answer instead of querying and serialising
// it on every page view. Every change that can move a mentor in or out of it (a card saved, deactivated
// or brought back; an account disabled, enabled or deleted; the mentor role granted or revoked) drops
// it at once on the node that made it; other nodes catch up within a few seconds, as with sessions.
const LIST_TTL_MS = 5_000;

async function listMentors(db: Kysely<Database>): Promise<Mentor[]> {
  const rows = await db.selectFrom("mentor").selectAll().where(takesStudents).orderBy("name").orderBy("id").execute();
  return rows.map(toMentor);
}

// Keyed by the database: the forgetting happens deep in writes that hold only the database, and each
// server has its own, so two servers in one process never share it. (Not yet in AppDeps' caches: the
// writes would have to carry them; issue 22.)
// eslint-disable-next-line no-restricted-syntax -- see above
const listCache = new WeakMap<Kysely<Database>, { answer: PublicAnswer; expiresAt: number }>();

/**
 * The list as one serialized answer with its ETag, made once per change. Browsers revalidate on every
 * visit (`no-cache`) and get a 304 while it is the same: a mentor who can no longer take students
 * leaves the page at the next visit.
 */
export function mentorsList(db: Kysely<Database>): PublicAnswer | Promise<PublicAnswer> {
  const cached = listCache.get(db);
  if (cached && cached.expiresAt > Date.now()) return cached.answer;
  return listMentors(db).then((mentors) => {
    const answer = publicAnswer(mentors, REVALIDATE);
    listCache.set(db, { answer, expiresAt: Date.now() + LIST_TTL_MS });
    return answer;
  });
}

export function forgetMentorsList(db: Kysely<Database>): void {
  listCache.delete(db);
}
