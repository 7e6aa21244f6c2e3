import { randomUUID } from "node:crypto";
import { t } from "@disha/shared/i18n";
import type { SessionRegistration, WorkshopRegistration, WorkshopRegistrationInput } from "@disha/shared";
import type { Kysely, Selectable } from "kysely";
import type { Viewer } from "../../lib/viewer.ts";
import { type DatabaseKind, isUniqueViolation, nowIso } from "../../lib/db/database.ts";
import type { Database, WorkshopTable } from "../../lib/db/schema.ts";
import { hashToken, newMailboxToken } from "../../lib/mailbox-token.ts";
import { HttpError } from "../../lib/errors.ts";

export const WORKSHOP_FULL_MESSAGE = t("errors.workshops.full");
export const OWN_EMAIL_ONLY_MESSAGE = t("errors.workshops.ownEmailOnly");

export const unknownWorkshop = () => HttpError.notFound(t("errors.workshops.unknown"));
export const unknownRegistration = () => HttpError.notFound(t("errors.workshops.unknownRegistration"));

type WorkshopRow = Selectable<WorkshopTable>;

function answer(
  workshop: WorkshopRow,
  row: { id: string; name: string; email: string; confirmedAt: string | null },
): WorkshopRegistration {
  const confirmed = row.confirmedAt !== null;
  return {
    id: row.id,
    workshopId: workshop.id,
    workshopSlug: workshop.slug,
    workshopTitle: workshop.title,
    startsAt: workshop.startsAt,
    status: confirmed ? "confirmed" : "pending",
    meetingUrl: confirmed ? workshop.meetingUrl : null,
    name: row.name,
    email: row.email,
  };
}

/** What a registration request did: whom to mail what, after the write has committed. */
export type RegistrationOutcome =
  | { mail: "registered"; registration: WorkshopRegistration }
  | { mail: "confirm"; registration: WorkshopRegistration; token: string }
  | { mail: "none"; registration: WorkshopRegistration };

/**
 * Registers for a workshop if a seat is left.
 *
 * Signed in, the registration is the account's, under its own name and e-mail, and confirmed at once; a
 * registration someone made earlier under that e-mail while signed out becomes the account's (it never
 * blocks the owner of the address). Signed out, it is pending until the link mailed to the address is
 * opened: nothing else is mailed to it and no meeting link is given before. A repeat of a pending one
 * replaces it (with a new link); a repeat of a confirmed one answers like a first one and stores nothing,
 * so nobody learns who registered. A pending registration holds its seat.
 *
 * The seat count is read and the row written in one transaction: PostgreSQL locks the workshop row so
 * registrations for it queue up; SQLite runs one write transaction at a time anyway.
 */
export async function registerForWorkshop(
  db: Kysely<Database>,
  kind: DatabaseKind,
  idOrSlug: string,
  input: WorkshopRegistrationInput,
  viewer: Viewer | null,
): Promise<RegistrationOutcome> {
  if (viewer && input.email !== viewer.email.toLowerCase()) {
    throw new HttpError(403, "forbidden", OWN_EMAIL_ONLY_MESSAGE, { email: OWN_EMAIL_ONLY_MESSAGE });
  }
  const person = viewer
    ? { name: viewer.name, email: viewer.email.toLowerCase() }
    : { name: input.name, email: input.email };
  const register = () =>
    db.transaction().execute(async (trx): Promise<RegistrationOutcome> => {
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
      const existing = await trx
        .selectFrom("workshopRegistration")
        .select(["id", "userId", "confirmedAt"])
        .where("workshopId", "=", workshop.id)
        .where("email", "=", person.email)
        .executeTakeFirst();
      const details = { ...input, ...person };
      const now = nowIso();
      if (existing && viewer) {
        const theirsAlready = existing.userId === viewer.id && existing.confirmedAt !== null;
        const confirmedAt = existing.confirmedAt ?? now;
        await trx
          .updateTable("workshopRegistration")
          .set({ ...details, userId: viewer.id, confirmedAt, confirmTokenHash: null })
          .where("id", "=", existing.id)
          .execute();
        const registration = answer(workshop, { id: existing.id, ...person, confirmedAt });
        return theirsAlready ? { mail: "none", registration } : { mail: "registered", registration };
      }
      if (existing && (existing.confirmedAt !== null || existing.userId !== null)) {
        // the caller's own words, never what the earlier registration stored
        return { mail: "none", registration: answer(workshop, { id: existing.id, ...person, confirmedAt: null }) };
      }
      if (existing) {
        const { token, tokenHash } = newMailboxToken();
        await trx
          .updateTable("workshopRegistration")
          .set({ ...details, confirmTokenHash: tokenHash, createdAt: now })
          .where("id", "=", existing.id)
          .execute();
        return {
          mail: "confirm",
          token,
          registration: answer(workshop, { id: existing.id, ...person, confirmedAt: null }),
        };
      }
      const { registered } = await trx
        .selectFrom("workshopRegistration")
        .select((eb) => eb.fn.countAll().as("registered"))
        .where("workshopId", "=", workshop.id)
        .executeTakeFirstOrThrow();
      if (Number(registered) >= workshop.capacity) throw HttpError.conflict(WORKSHOP_FULL_MESSAGE);
      const id = randomUUID();
      const link = viewer ? null : newMailboxToken();
      const confirmedAt = viewer ? now : null;
      await trx
        .insertInto("workshopRegistration")
        .values({
          id,
          workshopId: workshop.id,
          userId: viewer?.id ?? null,
          ...details,
          createdAt: now,
          confirmedAt,
          confirmTokenHash: link?.tokenHash ?? null,
        })
        .execute();
      const registration = answer(workshop, { id, ...person, confirmedAt });
      return link ? { mail: "confirm", token: link.token, registration } : { mail: "registered", registration };
    });
  try {
    return await register();
  } catch (error) {
    // two racing first registrations of one e-mail: the loser is a repeat
    if (isUniqueViolation(error)) return register();
    throw error;
  }
}

/** The path of the page that confirms a registration; the web app's paths.ts names the same one. */
export function registrationConfirmationPath(token: string): string {
  return `/workshops/confirm/${encodeURIComponent(token)}`;
}

/**
 * Confirms a signed-out registration from the link mailed to its address (once: the link then closes).
 * It becomes the account's when an account has that e-mail.
 */
export async function confirmRegistration(db: Kysely<Database>, token: string): Promise<WorkshopRegistration> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("workshopRegistration")
      .selectAll()
      .where("confirmTokenHash", "=", hashToken(token))
      .executeTakeFirst();
    if (!row) throw HttpError.notFound(t("errors.workshops.unknownConfirmation"));
    const workshop = await trx
      .selectFrom("workshop")
      .selectAll()
      .where("id", "=", row.workshopId)
      .executeTakeFirstOrThrow();
    if (workshop.status === "cancelled") throw HttpError.conflict(t("admin.errors.workshopCancelled"));
    const account = await trx.selectFrom("user").select("id").where("email", "=", row.email).executeTakeFirst();
    const confirmedAt = nowIso();
    await trx
      .updateTable("workshopRegistration")
      .set({ confirmedAt, confirmTokenHash: null, userId: account?.id ?? null })
      .where("id", "=", row.id)
      .execute();
    return answer(workshop, { ...row, confirmedAt });
  });
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
