import { randomBytes, randomUUID } from "node:crypto";
import { t } from "@disha/shared/i18n";
import {
  type AdminRegistration,
  type AdminWorkshop,
  type CertificateVerification,
  type WorkshopFormInput,
  istDate,
  istToUtcIso,
} from "@disha/shared";
import type { Kysely } from "kysely";
import type { AppDeps } from "../../lib/context.ts";
import { isUniqueViolation } from "../../lib/db/database.ts";
import type { Database } from "../../lib/db/schema.ts";
import { HttpError } from "../../lib/errors.ts";
import { dropDueJobs } from "../jobs/index.ts";
import { notifyRegistration } from "../notifications/index.ts";
import { findAdminWorkshop } from "./queries.ts";
import { unknownRegistration, unknownWorkshop } from "./service.ts";
import { csvFile } from "../../lib/csv.ts";

function slugify(title: string): string {
  return (
    title
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "workshop"
  );
}

function columnsOf(input: WorkshopFormInput) {
  return {
    title: input.title,
    instructor: input.instructor,
    topic: input.topic,
    about: input.about,
    startsAt: istToUtcIso(input.date, input.time),
    durationMinutes: input.durationMinutes,
    capacity: input.capacity,
    meetingUrl: input.meetingUrl,
    cover: input.cover === "" ? null : input.cover,
    status: input.status,
  };
}

export async function createWorkshop(db: Kysely<Database>, input: WorkshopFormInput): Promise<AdminWorkshop> {
  const id = randomUUID();
  // the title with the date reads well in an address; a clash (same title, same day) gets a short suffix
  const base = `${slugify(input.title)}-${input.date}`;
  for (const slug of [base, `${base}-${randomBytes(3).toString("hex")}`]) {
    try {
      await db
        .insertInto("workshop")
        .values({ id, slug, ...columnsOf(input) })
        .execute();
      return (await findAdminWorkshop(db, id))!;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw HttpError.conflict(t("admin.errors.slugTaken"));
}

async function registrationIdsOf(db: Kysely<Database>, workshopId: string): Promise<string[]> {
  const rows = await db.selectFrom("workshopRegistration").select("id").where("workshopId", "=", workshopId).execute();
  return rows.map((row) => row.id);
}

/**
 * Everyone registered hears of the new time, and their reminders move to it. A move into the past
 * corrects the record (the workshop took place earlier): nobody is mailed about a day gone by, and
 * the reminders are dropped.
 */
async function announceMove(deps: AppDeps, workshopId: string, startsAt: string, now: Date): Promise<void> {
  const ahead = Date.parse(startsAt) > now.getTime();
  for (const registrationId of await registrationIdsOf(deps.db, workshopId)) {
    if (ahead) await notifyRegistration(deps, { registrationId, event: "rescheduled" }, now);
    else await dropDueJobs(deps.db, registrationId, now);
  }
}

/** Edits a draft or a scheduled workshop; a cancelled one stays as it was. */
export async function updateWorkshop(
  deps: AppDeps,
  id: string,
  input: WorkshopFormInput,
  now = new Date(),
): Promise<AdminWorkshop> {
  const { db } = deps;
  const current = await findAdminWorkshop(db, id);
  if (!current) throw unknownWorkshop();
  if (current.status === "cancelled") throw HttpError.conflict(t("admin.errors.workshopCancelled"));
  if (input.capacity < current.registered) {
    const message = t("admin.errors.capacityBelowRegistered", { count: current.registered });
    throw new HttpError(409, "conflict", message, { capacity: message });
  }
  if (input.status === "draft" && current.registered > 0) {
    throw HttpError.conflict(t("admin.errors.draftWithRegistrations"));
  }
  const columns = columnsOf(input);
  await db.updateTable("workshop").set(columns).where("id", "=", id).execute();
  const moved = Date.parse(columns.startsAt) !== Date.parse(current.startsAt);
  if (moved) await announceMove(deps, id, columns.startsAt, now);
  return (await findAdminWorkshop(db, id))!;
}

/** Cancels a workshop: it leaves the public list and takes no registrations; returns whom to tell. */
export async function cancelWorkshop(db: Kysely<Database>, id: string): Promise<string[]> {
  const current = await findAdminWorkshop(db, id);
  if (!current) throw unknownWorkshop();
  if (current.status === "cancelled") throw HttpError.conflict(t("admin.errors.workshopCancelled"));
  await db.updateTable("workshop").set({ status: "cancelled" }).where("id", "=", id).execute();
  return registrationIdsOf(db, id);
}

export async function registrationsOfWorkshop(db: Kysely<Database>, workshopId: string): Promise<AdminRegistration[]> {
  if (!(await findAdminWorkshop(db, workshopId))) throw unknownWorkshop();
  const rows = await db
    .selectFrom("workshopRegistration")
    .select([
      "id",
      "name",
      "email",
      "phoneNumber",
      "gender",
      "subject",
      "createdAt",
      "attendedAt",
      "userId",
      "confirmedAt",
    ])
    .where("workshopId", "=", workshopId)
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
  return rows.map(({ userId, confirmedAt, ...row }) => ({
    ...row,
    hasAccount: userId !== null,
    confirmed: confirmedAt !== null,
  }));
}

export function registrationsCsv(registrations: AdminRegistration[]): string {
  return csvFile(
    ["name", "email", "phone", "gender", "subject", "registeredAt", "attended"],
    registrations.map((row) => [
      row.name,
      row.email,
      row.phoneNumber,
      row.gender,
      row.subject,
      row.createdAt,
      row.attendedAt ? "yes" : "no",
    ]),
  );
}

// ten characters of an alphabet without look-alikes (0/O, 1/I): about 50 bits, read aloud easily
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export function newCertificateCode(): string {
  const bytes = randomBytes(10);
  const chars = Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/**
 * Marks a registration present (which issues its certificate code) or absent (which withdraws it).
 * Only once the workshop has started: nobody has attended a workshop that is still to come.
 */
export async function markAttendance(
  db: Kysely<Database>,
  workshopId: string,
  registrationId: string,
  present: boolean,
  now = new Date(),
): Promise<AdminRegistration> {
  const workshop = await findAdminWorkshop(db, workshopId);
  if (!workshop) throw unknownWorkshop();
  if (workshop.status !== "scheduled") throw HttpError.conflict(t("admin.errors.attendanceNotScheduled"));
  if (Date.parse(workshop.startsAt) > now.getTime()) throw HttpError.conflict(t("admin.errors.attendanceTooEarly"));
  const registration = await db
    .selectFrom("workshopRegistration")
    .select(["id", "attendedAt", "certificateCode"])
    .where("id", "=", registrationId)
    .where("workshopId", "=", workshopId)
    .executeTakeFirst();
  if (!registration) throw unknownRegistration();
  // marking present twice keeps the first code, so a certificate already printed stays valid
  if (present && registration.attendedAt === null) {
    await db
      .updateTable("workshopRegistration")
      .set({ attendedAt: now.toISOString(), certificateCode: newCertificateCode() })
      .where("id", "=", registrationId)
      .execute();
  }
  if (!present) {
    await db
      .updateTable("workshopRegistration")
      .set({ attendedAt: null, certificateCode: null })
      .where("id", "=", registrationId)
      .execute();
  }
  const updated = (await registrationsOfWorkshop(db, workshopId)).find((row) => row.id === registrationId);
  return updated!;
}

export const unknownCertificate = () => HttpError.notFound(t("certificates.errors.unknown"));

/** What a certificate states: the attendee's name, the workshop and its date in India time. */
export async function findCertificate(
  db: Kysely<Database>,
  by: { code: string } | { registrationId: string },
): Promise<(CertificateVerification & { instructor: string }) | undefined> {
  let query = db
    .selectFrom("workshopRegistration")
    .innerJoin("workshop", "workshop.id", "workshopRegistration.workshopId")
    // a registration that is an account's carries the account's name, never what a stranger typed
    .leftJoin("user", "user.id", "workshopRegistration.userId")
    .select((eb) => eb.fn.coalesce("user.name", "workshopRegistration.name").as("name"))
    .select(["workshopRegistration.certificateCode", "workshop.title", "workshop.instructor", "workshop.startsAt"])
    .where("workshopRegistration.attendedAt", "is not", null)
    .where("workshopRegistration.certificateCode", "is not", null);
  query =
    "code" in by
      ? query.where("workshopRegistration.certificateCode", "=", by.code.trim().toUpperCase())
      : query.where("workshopRegistration.id", "=", by.registrationId);
  const row = await query.executeTakeFirst();
  if (!row?.certificateCode) return undefined;
  return {
    code: row.certificateCode,
    name: row.name,
    workshopTitle: row.title,
    instructor: row.instructor,
    date: istDate(row.startsAt),
  };
}
