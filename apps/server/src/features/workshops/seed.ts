import { randomUUID } from "node:crypto";
import { workshops } from "@disha/content";
import { addDays, istDate, istToUtcIso } from "@disha/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../lib/db/schema.ts";

/**
 * The six workshop topics of packages/content, on every start.
 * Production (no made-up events): each topic once, as a draft an admin schedules with a real date,
 * instructor and link. Development and demos: when no scheduled workshop is still open for registration,
 * the six are scheduled again relative to `now`, so a new user always finds open workshops; past ones
 * stay as they were, with their registrations and certificates.
 * Safe on every start and on several nodes at once: slugs are unique and a clash is skipped.
 */
export async function seedWorkshops(db: Kysely<Database>, options: { demo: boolean; now?: Date }): Promise<void> {
  const now = options.now ?? new Date();
  if (!options.demo) {
    await db
      .insertInto("workshop")
      .values(
        workshops.map((workshop) => ({
          id: randomUUID(),
          slug: workshop.slug,
          title: workshop.title,
          instructor: workshop.instructor,
          about: workshop.about,
          topic: workshop.topic,
          // a draft's date is a placeholder until an admin schedules it
          startsAt: now.toISOString(),
          durationMinutes: workshop.durationMinutes,
          capacity: workshop.capacity,
          meetingUrl: "",
          status: "draft" as const,
        })),
      )
      .onConflict((conflict) => conflict.column("slug").doNothing())
      .execute();
    return;
  }
  if (await hasOpenWorkshop(db, now)) return;
  const seedDate = istDate(now);
  const taken = new Set((await db.selectFrom("workshop").select("slug").execute()).map((row) => row.slug));
  await db
    .insertInto("workshop")
    .values(
      workshops.map((workshop) => ({
        id: randomUUID(),
        // the first round keeps the plain slug; later rounds carry their date
        slug: taken.has(workshop.slug) ? `${workshop.slug}-${seedDate}` : workshop.slug,
        title: workshop.title,
        instructor: workshop.instructor,
        about: workshop.about,
        topic: workshop.topic,
        startsAt: istToUtcIso(addDays(seedDate, workshop.daysFromSeed), workshop.startTimeIst),
        durationMinutes: workshop.durationMinutes,
        capacity: workshop.capacity,
        meetingUrl: workshop.meetingUrl,
        status: "scheduled" as const,
      })),
    )
    .onConflict((conflict) => conflict.column("slug").doNothing())
    .execute();
}

/** A scheduled workshop that has not started and has a seat left. */
async function hasOpenWorkshop(db: Kysely<Database>, now: Date): Promise<boolean> {
  const open = await db
    .selectFrom("workshop")
    .select("workshop.id")
    .where("workshop.status", "=", "scheduled")
    .where("workshop.startsAt", ">", now.toISOString())
    .where((eb) =>
      eb(
        "workshop.capacity",
        ">",
        eb
          .selectFrom("workshopRegistration")
          .select((inner) => inner.fn.countAll<number>().as("registered"))
          .whereRef("workshopRegistration.workshopId", "=", "workshop.id"),
      ),
    )
    .executeTakeFirst();
  return open !== undefined;
}
