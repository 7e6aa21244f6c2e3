import { randomUUID } from "node:crypto";
import { ErrorCode, type WorkshopRegistration, type WorkshopRegistrationInput } from "@disha/shared";
import type { Kysely } from "kysely";
import { type DatabaseKind, isUniqueViolation, nowIso } from "../../lib/db/database.ts";
import type { Database } from "../../lib/db/schema.ts";
import { HttpError } from "../../lib/errors.ts";

export const ALREADY_REGISTERED_MESSAGE = "This email is already registered for this workshop.";
export const WORKSHOP_FULL_MESSAGE = "This workshop is full. Please choose another workshop.";

const alreadyRegistered = () => new HttpError(409, ErrorCode.conflict, ALREADY_REGISTERED_MESSAGE, { email: ALREADY_REGISTERED_MESSAGE });

/**
 * Registers for a workshop if a seat is left. The seat count is read and the row written in one
 * transaction: PostgreSQL locks the workshop row so registrations for it queue up; SQLite runs one
 * write transaction at a time anyway. The unique (workshopId, email) index still has the last word.
 */
export async function registerForWorkshop(
  db: Kysely<Database>,
  kind: DatabaseKind,
  idOrSlug: string,
  input: WorkshopRegistrationInput,
  userId: string | null,
): Promise<WorkshopRegistration> {
  try {
    return await db.transaction().execute(async (trx) => {
      let query = trx
        .selectFrom("workshop")
        .selectAll()
        .where((eb) => eb.or([eb("id", "=", idOrSlug), eb("slug", "=", idOrSlug)]));
      if (kind === "postgres") query = query.forUpdate();
      const workshop = await query.executeTakeFirst();
      if (!workshop) throw HttpError.notFound("We could not find that workshop.");
      if (Date.parse(workshop.startsAt) <= Date.now()) {
        throw HttpError.conflict("This workshop has already started, so registration is closed.");
      }
      const existing = await trx
        .selectFrom("workshopRegistration")
        .select("id")
        .where("workshopId", "=", workshop.id)
        .where("email", "=", input.email)
        .executeTakeFirst();
      if (existing) throw alreadyRegistered();
      const { registered } = await trx
        .selectFrom("workshopRegistration")
        .select((eb) => eb.fn.countAll().as("registered"))
        .where("workshopId", "=", workshop.id)
        .executeTakeFirstOrThrow();
      if (Number(registered) >= workshop.capacity) throw HttpError.conflict(WORKSHOP_FULL_MESSAGE);

      const row = { id: randomUUID(), workshopId: workshop.id, userId, ...input, createdAt: nowIso() };
      await trx.insertInto("workshopRegistration").values(row).execute();
      return {
        id: row.id,
        workshopId: workshop.id,
        workshopTitle: workshop.title,
        startsAt: workshop.startsAt,
        meetingUrl: workshop.meetingUrl,
        name: row.name,
        email: row.email,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyRegistered();
    throw error;
  }
}
