import type { AppDeps } from "../../lib/context.ts";
import type { Cache, Caches } from "../../lib/cache.ts";
import { type PublicAnswer, publicAnswer, REVALIDATE } from "../../lib/public-answer.ts";
import { toMentor } from "./cards.ts";
import { takesStudents } from "./takes-students.ts";

// What visitors read about mentors (the list, and each mentor's free slots by day) changes rarely and
// is read on every page view, so each node keeps the serialized answers in its caches and reads no rows
// while they stand. Every change that can alter them (a card saved; a mentor deactivated or brought
// back; an account disabled, enabled or deleted; the mentor role granted or revoked; hours or days off
// saved; a booking made, moved or cancelled) calls `mentorAnswersChanged` on the node that made it, so
// that node shows it at once; other nodes catch up within a few seconds, as with sessions.
const PUBLIC_ANSWER_TTL_MS = 5_000;

const LIST = { name: "mentors:list", spec: { max: 1, ttlMs: PUBLIC_ANSWER_TTL_MS } };
const SLOTS = { name: "mentors:slots", spec: { max: 5_000, ttlMs: PUBLIC_ANSWER_TTL_MS } };

export type PublicDeps = Pick<AppDeps, "db" | "caches">;

/**
 * The list as one serialized answer with its ETag, made once per change. Browsers revalidate on every
 * visit (`no-cache`) and get a 304 while it is the same: a mentor who can no longer take students
 * leaves the page at the next visit.
 */
export function mentorsList({ db, caches }: PublicDeps): PublicAnswer | Promise<PublicAnswer> {
  const list = caches.named<PublicAnswer>(LIST.name, LIST.spec);
  return (
    list.get("list") ??
    list.remember("list", async () => {
      const rows = await db
        .selectFrom("mentor")
        .selectAll()
        .where(takesStudents)
        .orderBy("name")
        .orderBy("id")
        .execute();
      return publicAnswer(rows.map(toMentor), REVALIDATE);
    })
  );
}

/** A mentor's anonymous slots of one day (features/slots), and from and until when (epoch ms) time alone leaves them as they are. */
export interface KeptSlots {
  answer: PublicAnswer;
  from: number;
  until: number;
}

/** The kept anonymous slots answers; the key of one is `slotsKey`. */
export function keptSlots(caches: Caches): Cache<KeptSlots> {
  return caches.named<KeptSlots>(SLOTS.name, SLOTS.spec);
}

export function slotsKey(mentorId: string, date: string): string {
  return `${mentorId}/${date}`;
}

/**
 * After a change that may alter what visitors read about a mentor has committed: this node's list and
 * that mentor's slots are made afresh on their next read. `null` when the change may touch any mentor
 * (an account deleted with its bookings; a mentor found by their account).
 */
export function mentorAnswersChanged(caches: Caches, mentorId: string | null): void {
  caches.named<PublicAnswer>(LIST.name, LIST.spec).forgetAll();
  const slots = keptSlots(caches);
  if (mentorId === null) slots.forgetAll();
  else slots.forgetStartingWith(slotsKey(mentorId, ""));
}
