import { type AdminWorkshop, type WorkshopSummary, textHash } from "@disha/shared";
import type { Kysely, Selectable } from "kysely";
import type { Database, WorkshopTable } from "../../lib/db/schema.ts";
import { coverOf } from "./cover-image.ts";

type WorkshopRow = Selectable<WorkshopTable> & { registered: number | string | bigint | null };

export function workshopImageUrl(workshop: { slug: string; topic: string; instructor: string; cover: string | null }) {
  const drawn = `${workshop.topic}|${workshop.instructor}|${workshop.cover ?? ""}`;
  return `/api/workshops/${encodeURIComponent(workshop.slug)}/image.svg?v=${textHash(drawn).toString(36)}`;
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
    seatsLeft: Math.max(0, row.capacity - Number(row.registered ?? 0)),
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

/** The scheduled workshops, soonest first; drafts and cancelled ones are the admin's only. */
export async function listWorkshops(db: Kysely<Database>, now = Date.now()): Promise<WorkshopSummary[]> {
  const rows = await workshopsWithCounts(db)
    .where("workshop.status", "=", "scheduled")
    .orderBy("workshop.startsAt")
    .orderBy("workshop.slug")
    .execute();
  return rows.map((row) => toSummary(row, now));
}

/** A scheduled workshop by its id or its slug (the web app's addresses use slugs). */
export async function findWorkshopSummary(
  db: Kysely<Database>,
  idOrSlug: string,
): Promise<WorkshopSummary | undefined> {
  const row = await workshopsWithCounts(db)
    .where((eb) => eb.or([eb("workshop.id", "=", idOrSlug), eb("workshop.slug", "=", idOrSlug)]))
    .where("workshop.status", "=", "scheduled")
    .executeTakeFirst();
  return row ? toSummary(row, Date.now()) : undefined;
}

/** What a cover is drawn from, for any workshop, drafts included (the admin console shows them). */
export async function findWorkshopCover(db: Kysely<Database>, idOrSlug: string) {
  return db
    .selectFrom("workshop")
    .select(["topic", "instructor", "cover"])
    .where((eb) => eb.or([eb("id", "=", idOrSlug), eb("slug", "=", idOrSlug)]))
    .executeTakeFirst();
}

function toAdminWorkshop(row: WorkshopRow & { attended: number | string | bigint | null }): AdminWorkshop {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    instructor: row.instructor,
    topic: row.topic,
    about: row.about,
    startsAt: row.startsAt,
    durationMinutes: row.durationMinutes,
    capacity: row.capacity,
    meetingUrl: row.meetingUrl,
    cover: row.cover === null ? null : coverOf(row),
    status: row.status,
    registered: Number(row.registered ?? 0),
    attended: Number(row.attended ?? 0),
    profileUrl: workshopImageUrl(row),
  };
}

function adminWorkshops(db: Kysely<Database>) {
  return workshopsWithCounts(db).select((eb) =>
    eb
      .selectFrom("workshopRegistration")
      .select((inner) => inner.fn.countAll().as("attended"))
      .whereRef("workshopRegistration.workshopId", "=", "workshop.id")
      .where("workshopRegistration.attendedAt", "is not", null)
      .as("attended"),
  );
}

/** Every workshop, drafts and cancelled ones too, newest date first. */
export async function listAdminWorkshops(db: Kysely<Database>): Promise<AdminWorkshop[]> {
  const rows = await adminWorkshops(db).orderBy("workshop.startsAt", "desc").orderBy("workshop.slug").execute();
  return rows.map(toAdminWorkshop);
}

export async function findAdminWorkshop(db: Kysely<Database>, id: string): Promise<AdminWorkshop | undefined> {
  const row = await adminWorkshops(db).where("workshop.id", "=", id).executeTakeFirst();
  return row ? toAdminWorkshop(row) : undefined;
}
