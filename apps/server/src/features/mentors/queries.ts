import { randomUUID } from "node:crypto";
import type { MentorCardInput } from "@disha/shared";
import type { Kysely, Selectable } from "kysely";
import { isUniqueViolation, nowIso } from "../../lib/db/database.ts";
import type { Database, MentorTable } from "../../lib/db/schema.ts";
import { mentorAnswersChanged, type PublicDeps } from "./public-answers.ts";
import { takesStudents } from "./takes-students.ts";

export async function findMentor(db: Kysely<Database>, id: string): Promise<Selectable<MentorTable> | undefined> {
  return db.selectFrom("mentor").selectAll().where("id", "=", id).executeTakeFirst();
}

/** How many mentors the mentors page lists. */
export async function countMentors(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("mentor")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where(takesStudents)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findMentorOfUser(
  db: Kysely<Database>,
  userId: string,
): Promise<Selectable<MentorTable> | undefined> {
  return db.selectFrom("mentor").selectAll().where("userId", "=", userId).executeTakeFirst();
}

/**
 * The card of a signed-in mentor, made on their first visit from their account's name (an empty card
 * they then fill in). Safe when two requests race: the card is unique per account.
 */
export async function ensureMentorOfUser(
  { db, caches }: PublicDeps,
  user: { id: string; name: string },
): Promise<Selectable<MentorTable>> {
  const existing = await findMentorOfUser(db, user.id);
  if (existing) return existing;
  const id = randomUUID();
  try {
    await db
      .insertInto("mentor")
      .values({
        id,
        slug: `mentor-${id}`,
        name: user.name,
        about: "",
        stream: "science",
        topics: "[]",
        createdAt: nowIso(),
        userId: user.id,
        isDemo: 0,
        meetingUrl: null,
        deactivatedAt: null,
      })
      .execute();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const made = await findMentorOfUser(db, user.id);
  if (!made) throw new Error("mentor card was not stored");
  mentorAnswersChanged(caches, made.id);
  return made;
}

export async function setMentorMeetingUrl(db: Kysely<Database>, mentorId: string, meetingUrl: string | null) {
  await db.updateTable("mentor").set({ meetingUrl }).where("id", "=", mentorId).execute();
}

/** Replaces what the public card says; the list shows it at once. */
export async function saveMentorCard({ db, caches }: PublicDeps, mentorId: string, card: MentorCardInput) {
  await db
    .updateTable("mentor")
    .set({
      name: card.name,
      about: card.about,
      stream: card.stream,
      topics: JSON.stringify(card.topics),
      languages: JSON.stringify(card.languages),
    })
    .where("id", "=", mentorId)
    .execute();
  mentorAnswersChanged(caches, mentorId);
}

export async function setMentorPhotoVersion({ db, caches }: PublicDeps, mentorId: string, photoVersion: string | null) {
  await db.updateTable("mentor").set({ photoVersion }).where("id", "=", mentorId).execute();
  mentorAnswersChanged(caches, mentorId);
}
