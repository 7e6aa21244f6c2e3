import { randomUUID } from "node:crypto";
import { mentorSeeds } from "@disha/content";
import type { Kysely } from "kysely";
import type { Database } from "./schema.ts";

/**
 * Fills the demo mentor catalogue (made-up people, marked isDemo) when `demo` is on: a development or
 * test start, or production with DEMO_DATA=1. Never touches user data or real mentors' cards
 * (workshops: features/workshops/seed.ts). Only slugs that are missing are inserted, so it is safe on
 * every start and on several nodes at once; a row already there is left as it is.
 */
export async function seed(db: Kysely<Database>, options: { demo: boolean; now?: Date }): Promise<void> {
  if (!options.demo) return;
  const createdAt = (options.now ?? new Date()).toISOString();

  const knownMentors = new Set((await db.selectFrom("mentor").select("slug").execute()).map((row) => row.slug));
  const newMentors = mentorSeeds.filter((mentor) => !knownMentors.has(mentor.slug));
  if (newMentors.length > 0) {
    await db
      .insertInto("mentor")
      .values(
        newMentors.map((mentor) => ({
          id: randomUUID(),
          slug: mentor.slug,
          name: mentor.name,
          about: mentor.about,
          stream: mentor.stream,
          topics: JSON.stringify(mentor.topics),
          createdAt,
          userId: null,
          isDemo: 1,
          meetingUrl: null,
          deactivatedAt: null,
        })),
      )
      // another node may have seeded between our read and this insert
      .onConflict((conflict) => conflict.column("slug").doNothing())
      .execute();
  }
}
