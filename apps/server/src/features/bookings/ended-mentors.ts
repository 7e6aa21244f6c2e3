import type { Transaction } from "kysely";
import type { Database } from "../../lib/db/schema.ts";
import { wakeJobRunners } from "../jobs/index.ts";
import { lockCardsOf, mentorAnswersChanged, type PublicDeps } from "../mentors/index.ts";
import { scheduleCancelledNotices } from "../notifications/index.ts";

/** A mentor by their account (disabled, role revoked, deleted) or by their card (deactivated). */
export type MentorRef = { userId: string } | { mentorId: string };

/**
 * Cancels the sessions a mentor who can no longer take students had not yet begun, in `trx`, and
 * stores a notice to each student there too: the change, the cancellations and their mail commit
 * together. The rows stay, so the student keeps the session and its reason in My Sessions.
 */
export async function cancelSessionsOfMentor(trx: Transaction<Database>, mentor: MentorRef, now: Date) {
  await lockCardsOf(trx, mentor);
  const instant = now.toISOString();
  const cancelled = await trx
    .updateTable("booking")
    .set((eb) => ({
      cancelledAt: instant,
      cancelledBy: "disha" as const,
      cancelReason: null,
      sequence: eb("sequence", "+", 1),
      updatedAt: instant,
    }))
    .where((eb) =>
      "mentorId" in mentor
        ? eb("mentorId", "=", mentor.mentorId)
        : eb("mentorId", "in", eb.selectFrom("mentor").select("id").where("userId", "=", mentor.userId)),
    )
    .where("cancelledAt", "is", null)
    .where("startsAt", ">", instant)
    .returning(["id", "startsAt", "sequence", "studentId"])
    .execute();
  await scheduleCancelledNotices(
    trx,
    cancelled.map((row) => ({ ...row, sequence: Number(row.sequence), studentEmail: null })),
    now,
  );
}

/**
 * After anything that may move a mentor in or out of the list (or delete a student's bookings) has
 * committed: what visitors read about mentors and the notices catch up now. A mentor known only by
 * their account, or none, may be any mentor.
 */
export function mentorStandingChanged({ db, caches }: PublicDeps, mentor: MentorRef | null = null): void {
  mentorAnswersChanged(caches, mentor !== null && "mentorId" in mentor ? mentor.mentorId : null);
  wakeJobRunners(db);
}

/**
 * Makes `change` (a disabled account, a revoked role, a deactivated card) and cancels the mentor's
 * upcoming sessions in one transaction; `change` throwing leaves everything as it was.
 */
export async function endMentor<T>(
  deps: PublicDeps,
  mentor: MentorRef,
  change: (trx: Transaction<Database>) => Promise<T>,
  now = new Date(),
): Promise<T> {
  const result = await deps.db.transaction().execute(async (trx) => {
    const changed = await change(trx);
    await cancelSessionsOfMentor(trx, mentor, now);
    return changed;
  });
  mentorStandingChanged(deps, mentor);
  return result;
}
