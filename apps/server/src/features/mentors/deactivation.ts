import type { AdminMentor } from "@disha/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../lib/db/schema.ts";

/** Every mentor card for the admin console, deactivated ones too, with the account linked to it. */
export async function listMentorsForAdmin(db: Kysely<Database>): Promise<AdminMentor[]> {
  const rows = await db
    .selectFrom("mentor")
    .leftJoin("user", "user.id", "mentor.userId")
    .select(["mentor.id", "mentor.name", "mentor.stream", "mentor.isDemo", "mentor.deactivatedAt", "user.email"])
    .orderBy("mentor.name")
    .orderBy("mentor.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    stream: row.stream,
    email: row.email ?? null,
    isDemo: Number(row.isDemo) === 1,
    active: row.deactivatedAt === null,
  }));
}

/**
 * Deactivates a mentor's card (it no longer takes students: features/bookings/ended-mentors.ts
 * cancels its upcoming sessions with it) or brings it back. False when there is no such card.
 */
export async function setMentorActive(
  db: Kysely<Database>,
  mentorId: string,
  active: boolean,
  now = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable("mentor")
    .set({ deactivatedAt: active ? null : now.toISOString() })
    .where("id", "=", mentorId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
