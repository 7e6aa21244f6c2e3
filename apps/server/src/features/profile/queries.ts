import type { Insertable, Kysely, Selectable, Updateable } from "kysely";
import type { Database, ProfileTable } from "../../lib/db/schema.ts";

export type ProfileRow = Selectable<ProfileTable>;

export function findProfile(db: Kysely<Database>, userId: string): Promise<ProfileRow | undefined> {
  return db.selectFrom("profile").selectAll().where("userId", "=", userId).executeTakeFirst();
}

/** Throws a unique violation when the user already has a profile (userId is the primary key). */
export async function insertProfile(db: Kysely<Database>, row: Insertable<ProfileTable>): Promise<void> {
  await db.insertInto("profile").values(row).execute();
}

/** The updated row, or undefined when the user has no profile. */
export function updateProfileRow(
  db: Kysely<Database>,
  userId: string,
  answers: Updateable<ProfileTable>,
): Promise<ProfileRow | undefined> {
  return db.updateTable("profile").set(answers).where("userId", "=", userId).returningAll().executeTakeFirst();
}

/** What the counsellor may know: the student's own profile answers. */
export async function findProfileForCounsellor(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom("profile")
    .select([
      "study",
      "stream",
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

/** What recommendations read of the profile; undefined before a first submission. */
export async function findProfileForPlan(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom("profile")
    .select([
      "name",
      "study",
      "schoolClass",
      "stream",
      "state",
      "favouriteSubject",
      "nonFavouriteSubject",
      "aspiration",
      "hobbies",
      "strength",
    ])
    .where("userId", "=", userId)
    .executeTakeFirst();
}
