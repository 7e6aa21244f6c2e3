import type { Insertable, Kysely, Selectable } from "kysely";
import type { Database, ProfileTable } from "../../lib/db/schema.ts";

export type ProfileRow = Selectable<ProfileTable>;

export function findProfile(db: Kysely<Database>, userId: string): Promise<ProfileRow | undefined> {
  return db.selectFrom("profile").selectAll().where("userId", "=", userId).executeTakeFirst();
}

/** Throws a unique violation when the user already has a profile (userId is the primary key). */
export async function insertProfile(db: Kysely<Database>, row: Insertable<ProfileTable>): Promise<void> {
  await db.insertInto("profile").values(row).execute();
}

/** What the counsellor may know: the student's own profile answers. */
export async function findProfileForCounsellor(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom("profile")
    .select([
      "study",
      "favouriteSubject",
      "nonFavouriteSubject",
      "aspiration",
      "hobbies",
      "strength",
      "weakness",
      "higherEducation",
      "location",
    ])
    .where("userId", "=", userId)
    .executeTakeFirst();
}
