import { type ExpressionBuilder, type Kysely, PostgresAdapter } from "kysely";
import type { Database } from "../../lib/db/schema.ts";

/**
 * The one rule for "can this mentor take students": the card is active (no admin deactivated it) and
 * its account is active (not disabled) and holds the mentor role. The seed's demo cards have no
 * account and stand in for one. The mentors list, the slots, booking, rescheduling and the mail to
 * mentors all ask this; whatever breaks it cancels the mentor's upcoming sessions
 * (features/bookings/ended-mentors.ts).
 */
export function takesStudents(eb: ExpressionBuilder<Database, "mentor">) {
  return eb.and([
    eb("mentor.deactivatedAt", "is", null),
    eb.or([
      eb.and([eb("mentor.userId", "is", null), eb("mentor.isDemo", "=", 1)]),
      eb.and([
        eb.exists(
          eb
            .selectFrom("userRole")
            .select("userRole.userId")
            .whereRef("userRole.userId", "=", "mentor.userId")
            .where("userRole.role", "=", "mentor"),
        ),
        eb.not(
          eb.exists(
            eb
              .selectFrom("disabledAccount")
              .select("disabledAccount.userId")
              .whereRef("disabledAccount.userId", "=", "mentor.userId"),
          ),
        ),
      ]),
    ]),
  ]);
}

/**
 * Whether the mentor takes students, asked inside a write that depends on it (a booking). On
 * PostgreSQL the card is locked for share first, so a change that ends the mentor (which locks it for
 * update) either waits for the booking and then cancels it, or is seen by this read.
 */
export async function mentorTakesStudentsNow(db: Kysely<Database>, mentorId: string): Promise<boolean> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await db.selectFrom("mentor").select("id").where("id", "=", mentorId).forShare().execute();
  }
  const row = await db
    .selectFrom("mentor")
    .select("id")
    .where("id", "=", mentorId)
    .where(takesStudents)
    .executeTakeFirst();
  return row !== undefined;
}

/** Locks a mentor's cards for update on PostgreSQL (see `mentorTakesStudentsNow`); SQLite has one writer anyway. */
export async function lockCardsOf(db: Kysely<Database>, who: { userId: string } | { mentorId: string }) {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  const query = db.selectFrom("mentor").select("id");
  await ("userId" in who ? query.where("userId", "=", who.userId) : query.where("id", "=", who.mentorId))
    .forUpdate()
    .execute();
}
