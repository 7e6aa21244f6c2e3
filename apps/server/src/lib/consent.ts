import { ErrorCode } from "@disha/shared";
import { t } from "@disha/shared/i18n";
import type { Kysely } from "kysely";
import type { Env } from "../env.ts";
import type { Database } from "./db/schema.ts";
import { HttpError } from "./errors.ts";
import type { Role } from "./roles.ts";

/**
 * Whether this account's profile, plan and chat wait for a parent's consent: only with
 * CONSENT_MODE=parent, and only for a student account. Every student account counts as a minor (Disha
 * serves classes 8 to 12; decision 022); an account an admin made a mentor, counsellor, admin or parent
 * is an adult's.
 */
export function needsParentConsent(env: Pick<Env, "CONSENT_MODE">, roles: readonly Role[]): boolean {
  return env.CONSENT_MODE === "parent" && roles.every((role) => role === "student");
}

/**
 * What a parent's consent covers: the tables the routes declared `storesChildData` write (profile,
 * interests, quiz result, shortlist, roadmap progress) and the AI mentor's chat history. Withdrawing
 * stops new rows; deleting these rows is offered then (decision 022).
 */
export const CHILD_DATA_TABLES = [
  "profile",
  "interestResult",
  "quizResult",
  "shortlist",
  "roadmapProgress",
  "chatMessage",
] as const;

/** Whether any of the student's profile, plan or chat is stored. */
export async function hasStoredChildData(db: Kysely<Database>, studentId: string): Promise<boolean> {
  for (const table of CHILD_DATA_TABLES) {
    const row = await db.selectFrom(table).select("userId").where("userId", "=", studentId).executeTakeFirst();
    if (row) return true;
  }
  return false;
}

/** The consent in force for a student: given and not withdrawn, the newest. */
export async function consentInForce(db: Kysely<Database>, studentId: string) {
  return db
    .selectFrom("consentRecord")
    .select(["id", "parentUserId", "parentEmail", "noticeVersion", "givenAt"])
    .where("studentId", "=", studentId)
    .where("withdrawnAt", "is", null)
    .orderBy("givenAt", "desc")
    .executeTakeFirst();
}

/** Whether Disha may store this account's profile, plan and chat now. */
export async function mayStoreChildData(
  deps: { env: Pick<Env, "CONSENT_MODE">; db: Kysely<Database> },
  user: { id: string; roles: readonly Role[] },
): Promise<boolean> {
  if (!needsParentConsent(deps.env, user.roles)) return true;
  return (await consentInForce(deps.db, user.id)) !== undefined;
}

export const consentRequired = () => new HttpError(403, ErrorCode.consentRequired, t("errors.consent.required"));
