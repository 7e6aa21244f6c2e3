import { randomUUID } from "node:crypto";
import { t } from "@disha/shared/i18n";
import type { SessionRegistration, WorkshopRegistration, WorkshopRegistrationInput } from "@disha/shared";
import type { Kysely } from "kysely";
import type { Viewer } from "../../lib/viewer.ts";
import { type DatabaseKind, isUniqueViolation, nowIso } from "../../lib/db/database.ts";
import type { Database } from "../../lib/db/schema.ts";
import { HttpError } from "../../lib/errors.ts";

export const WORKSHOP_FULL_MESSAGE = t("errors.workshops.full");
export const OWN_EMAIL_ONLY_MESSAGE = t("errors.workshops.ownEmailOnly");

export const unknownWorkshop = () => HttpError.notFound(t("errors.workshops.unknown"));
export const unknownRegistration = () => HttpError.notFound(t("errors.workshops.unknownRegistration"));

/**
 * Registers for a workshop if a seat is left. Signed in, the account's own name and e-mail are used.
 * A repeat registration of an e-mail answers exactly like a first one and stores nothing, so nobody
 * learns who registered and nobody can lock a student out by registering their e-mail first.
 * The seat count is read and the row written in one transaction: PostgreSQL locks the workshop row so
 * registrations for it queue up; SQLite runs one write transaction at a time anyway.
 */
export async function registerForWorkshop(
  db: Kysely<Database>,
  kind: DatabaseKind,
  idOrSlug: string,
  input: WorkshopRegistrationInput,
  viewer: Viewer | null,
): Promise<WorkshopRegistration> {
  if (viewer && input.email !== viewer.email.toLowerCase()) {
    throw new HttpError(403, "forbidden", OWN_EMAIL_ONLY_MESSAGE, { email: OWN_EMAIL_ONLY_MESSAGE });
  }
  const person = viewer
    ? { name: viewer.name, email: viewer.email.toLowerCase() }
    : { name: input.name, email: input.email };
  const register = () =>
    db.transaction().execute(async (trx) => {
      let query = trx
        .selectFrom("workshop")
        .selectAll()
        .where((eb) => eb.or([eb("id", "=", idOrSlug), eb("slug", "=", idOrSlug)]));
      if (kind === "postgres") query = query.forUpdate();
      const workshop = await query.executeTakeFirst();
      if (!workshop || workshop.status === "draft") throw unknownWorkshop();
      if (workshop.status === "cancelled") throw HttpError.conflict(t("admin.errors.workshopCancelled"));
      if (Date.parse(workshop.startsAt) <= Date.now()) {
        throw HttpError.conflict(t("errors.workshops.started"));
      }
      const { registered } = await trx
        .selectFrom("workshopRegistration")
        .select((eb) => eb.fn.countAll().as("registered"))
        .where("workshopId", "=", workshop.id)
        .executeTakeFirstOrThrow();
      if (Number(registered) >= workshop.capacity) throw HttpError.conflict(WORKSHOP_FULL_MESSAGE);
      const existing = await trx
        .selectFrom("workshopRegistration")
        .select("id")
        .where("workshopId", "=", workshop.id)
        .where("email", "=", person.email)
        .executeTakeFirst();
      const id = existing?.id ?? randomUUID();
      if (!existing) {
        await trx
          .insertInto("workshopRegistration")
          .values({ id, workshopId: workshop.id, userId: viewer?.id ?? null, ...input, ...person, createdAt: nowIso() })
          .execute();
      }
      // the caller's own words, never what an earlier registration stored
      return {
        id,
        workshopId: workshop.id,
        workshopTitle: workshop.title,
        startsAt: workshop.startsAt,
        meetingUrl: workshop.meetingUrl,
        name: person.name,
        email: person.email,
      };
    });
  try {
    return await register();
  } catch (error) {
    // two racing first registrations of one e-mail: the loser is a repeat
    if (isUniqueViolation(error)) return register();
    throw error;
  }
}

export async function findRegistrationOwner(db: Kysely<Database>, registrationId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("workshopRegistration")
    .select("userId")
    .where("id", "=", registrationId)
    .executeTakeFirst();
  if (!row) return undefined;
  // a registration made while signed out belongs to nobody who can cancel it here
  return row.userId ?? "";
}

/** Cancels a registration (the route has checked it is the caller's), which frees its seat. */
export async function cancelRegistration(db: Kysely<Database>, registrationId: string): Promise<void> {
  await db.deleteFrom("workshopRegistration").where("id", "=", registrationId).execute();
}

/** The workshops a signed-in student registered for, for My Sessions. */
export async function registrationsOfStudent(db: Kysely<Database>, userId: string): Promise<SessionRegistration[]> {
  return db
    .selectFrom("workshopRegistration")
    .innerJoin("workshop", "workshop.id", "workshopRegistration.workshopId")
    .select([
      "workshopRegistration.id",
      "workshop.id as workshopId",
      "workshop.slug as workshopSlug",
      "workshop.title as workshopTitle",
      "workshop.instructor",
      "workshop.startsAt",
      "workshop.durationMinutes",
      "workshop.meetingUrl",
      "workshopRegistration.certificateCode",
    ])
    .where("workshopRegistration.userId", "=", userId)
    .where("workshop.status", "=", "scheduled")
    .orderBy("workshop.startsAt")
    .execute();
}
