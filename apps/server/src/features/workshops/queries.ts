import { type WorkshopSummary, textHash } from "@disha/shared";
import type { Kysely, Selectable } from "kysely";
import type { Database, WorkshopTable } from "../../lib/db/schema.ts";

type WorkshopRow = Selectable<WorkshopTable> & { registered: number | string | bigint };

export function workshopImageUrl(workshop: { slug: string; topic: string; instructor: string }): string {
  return `/api/workshops/${encodeURIComponent(workshop.slug)}/image.svg?v=${textHash(`${workshop.topic}|${workshop.instructor}`).toString(36)}`;
}

function toSummary(row: WorkshopRow, now: number): WorkshopSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    instructor: row.instructor,
    about: row.about,
    topic: row.topic,
    startsAt: row.startsAt,
    durationMinutes: row.durationMinutes,
    capacity: row.capacity,
    seatsLeft: Math.max(0, row.capacity - Number(row.registered)),
    profileUrl: workshopImageUrl(row),
    hasStarted: Date.parse(row.startsAt) <= now,
  };
}

function workshopsWithCounts(db: Kysely<Database>) {
  return db
    .selectFrom("workshop")
    .selectAll("workshop")
    .select((eb) =>
      eb
        .selectFrom("workshopRegistration")
        .select((inner) => inner.fn.countAll().as("registered"))
        .whereRef("workshopRegistration.workshopId", "=", "workshop.id")
        .as("registered"),
    );
}

export async function listWorkshops(db: Kysely<Database>): Promise<WorkshopSummary[]> {
  const rows = await workshopsWithCounts(db).orderBy("workshop.startsAt").orderBy("workshop.slug").execute();
  const now = Date.now();
  return rows.map((row) => toSummary({ ...row, registered: row.registered ?? 0 }, now));
}

/** A workshop by its id or its slug (the web app's addresses use slugs). */
export async function findWorkshopSummary(
  db: Kysely<Database>,
  idOrSlug: string,
): Promise<WorkshopSummary | undefined> {
  const row = await workshopsWithCounts(db)
    .where((eb) => eb.or([eb("workshop.id", "=", idOrSlug), eb("workshop.slug", "=", idOrSlug)]))
    .executeTakeFirst();
  return row ? toSummary({ ...row, registered: row.registered ?? 0 }, Date.now()) : undefined;
}
