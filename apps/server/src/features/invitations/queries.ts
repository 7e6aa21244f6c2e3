import type { InvitationStatus, MentorInvitationSummary } from "@disha/shared";
import type { Kysely, Selectable } from "kysely";
import type { Database, InvitationTable } from "../../lib/db/schema.ts";

type InvitationRow = Selectable<InvitationTable>;

export function statusOf(row: InvitationRow, now: Date): InvitationStatus {
  if (row.acceptedAt) return "accepted";
  if (row.revokedAt) return "revoked";
  return Date.parse(row.expiresAt) <= now.getTime() ? "expired" : "pending";
}

export function toSummary(row: InvitationRow, now: Date): MentorInvitationSummary {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    status: statusOf(row, now),
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    acceptedAt: row.acceptedAt,
  };
}

export async function insertInvitation(db: Kysely<Database>, row: InvitationRow): Promise<void> {
  await db.insertInto("invitation").values(row).execute();
}

/** Ends every open invitation of an address, so only the newest link works. */
export async function revokeOpenInvitations(db: Kysely<Database>, email: string, now: string): Promise<void> {
  await db
    .updateTable("invitation")
    .set({ revokedAt: now })
    .where("email", "=", email)
    .where("acceptedAt", "is", null)
    .where("revokedAt", "is", null)
    .execute();
}

export async function revokeInvitation(db: Kysely<Database>, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable("invitation")
    .set({ revokedAt: now })
    .where("id", "=", id)
    .where("acceptedAt", "is", null)
    .where("revokedAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findInvitation(db: Kysely<Database>, id: string) {
  return db.selectFrom("invitation").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The mentor invitations, newest first (a counsellor's invitation follows from a school request). */
export async function listMentorInvitations(db: Kysely<Database>, limit: number): Promise<InvitationRow[]> {
  return db
    .selectFrom("invitation")
    .selectAll()
    .where("role", "=", "mentor")
    .orderBy("createdAt", "desc")
    .limit(limit)
    .execute();
}

/** The invitation a token opens, if it is still open: not accepted, not revoked, not expired. */
export async function findOpenInvitation(db: Kysely<Database>, tokenHash: string, now: Date) {
  return db
    .selectFrom("invitation")
    .selectAll()
    .where("tokenHash", "=", tokenHash)
    .where("acceptedAt", "is", null)
    .where("revokedAt", "is", null)
    .where("expiresAt", ">", now.toISOString())
    .executeTakeFirst();
}

/** Takes the invitation for one acceptance: of two racing requests, one gets it. */
export async function claimInvitation(db: Kysely<Database>, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("invitation")
    .set({ acceptedAt: now.toISOString() })
    .where("id", "=", id)
    .where("acceptedAt", "is", null)
    .where("revokedAt", "is", null)
    .where("expiresAt", ">", now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives a claimed invitation back when the account could not be made. */
export async function releaseInvitation(db: Kysely<Database>, id: string): Promise<void> {
  await db.updateTable("invitation").set({ acceptedAt: null }).where("id", "=", id).execute();
}

export async function recordAcceptance(db: Kysely<Database>, id: string, userId: string): Promise<void> {
  await db.updateTable("invitation").set({ acceptedUserId: userId }).where("id", "=", id).execute();
}

export async function accountWithEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom("user").select("id").where("email", "=", email.toLowerCase()).executeTakeFirst();
}
