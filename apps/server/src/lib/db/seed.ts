import { randomUUID } from "node:crypto";
import { mentorSeeds, workshops } from "@disha/content";
import { addDays, istDate, istToUtcIso } from "@disha/shared";
import type { Kysely } from "kysely";
import type { Database } from "./schema.ts";

/**
 * Fills the catalogue tables (mentors, workshops) on first start; never touches user data.
 * Only slugs that are missing are inserted, so it is safe on every start and on several nodes at once;
 * a row already there is left as it is, even if its seed has changed since.
 */
export async function seed(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  const createdAt = now.toISOString();

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
        })),
      )
      // another node may have seeded between our read and this insert
      .onConflict((conflict) => conflict.column("slug").doNothing())
      .execute();
  }

  const knownWorkshops = new Set((await db.selectFrom("workshop").select("slug").execute()).map((row) => row.slug));
  const newWorkshops = workshops.filter((workshop) => !knownWorkshops.has(workshop.slug));
  if (newWorkshops.length > 0) {
    const seedDate = istDate(now);
    await db
      .insertInto("workshop")
      .values(
        newWorkshops.map((workshop) => ({
          id: randomUUID(),
          slug: workshop.slug,
          title: workshop.title,
          instructor: workshop.instructor,
          about: workshop.about,
          topic: workshop.topic,
          startsAt: istToUtcIso(addDays(seedDate, workshop.daysFromSeed), workshop.startTimeIst),
          durationMinutes: workshop.durationMinutes,
          capacity: workshop.capacity,
          meetingUrl: workshop.meetingUrl,
        })),
      )
      .onConflict((conflict) => conflict.column("slug").doNothing())
      .execute();
  }
}
