import type { Kysely } from "kysely";
import { nowIso } from "./db/database.ts";
import { preparedQuery } from "./db/prepared.ts";
import type { Database } from "./db/schema.ts";

/** Every account is a student; the other roles are granted by an admin or `npm run admin`, never chosen. */
export const ROLES = ["student", "mentor", "counsellor", "admin", "parent", "moderator"] as const;
export type Role = (typeof ROLES)[number];
export type GrantableRole = Exclude<Role, "student">;
export const GRANTABLE_ROLES = ROLES.filter((role): role is GrantableRole => role !== "student");

export function isGrantableRole(value: string): value is GrantableRole {
  return (GRANTABLE_ROLES as readonly string[]).includes(value);
}

function withStudent(granted: (string | null)[]): Role[] {
  return ["student", ...granted.filter((role): role is GrantableRole => role !== null && isGrantableRole(role)).sort()];
}

/** The account's roles, "student" first; sorted so two reads of the same set compare equal. */
export async function rolesOf(db: Kysely<Database>, userId: string): Promise<Role[]> {
  const rows = await db.selectFrom("userRole").select("role").where("userId", "=", userId).execute();
  return withStudent(rows.map((row) => row.role));
}

// every signed-in request reads this (lib/session-cache.ts): prepared once
const selectSessionRoles = preparedQuery((db, values: { sessionId: string }) =>
  db
    .selectFrom("session")
    .leftJoin("userRole", "userRole.userId", "session.userId")
    .select(["session.expiresAt", "userRole.role"])
    .where("session.id", "=", values.sessionId),
);

/**
 * The roles of a session's account, or null when the session has ended: no longer stored (signed out,
 * revoked, its account disabled or deleted) or past its expiry, which Better Auth moves on as it is used.
 */
export async function sessionRoles(db: Kysely<Database>, sessionId: string, now = Date.now()): Promise<Role[] | null> {
  const { rows } = await selectSessionRoles(db, { sessionId });
  const [first] = rows;
  if (!first || new Date(first.expiresAt).getTime() <= now) return null;
  return withStudent(rows.map((row) => row.role));
}

export async function grantRole(db: Kysely<Database>, userId: string, role: GrantableRole): Promise<void> {
  await db
    .insertInto("userRole")
    .values({ userId, role, grantedAt: nowIso() })
    .onConflict((conflict) => conflict.columns(["userId", "role"]).doNothing())
    .execute();
}

export async function revokeRole(db: Kysely<Database>, userId: string, role: GrantableRole): Promise<void> {
  await db.deleteFrom("userRole").where("userId", "=", userId).where("role", "=", role).execute();
}
