import type { Kysely, Selectable } from "kysely";
import type { ConsentRecordTable, Database, ParentLinkTable } from "../../lib/db/schema.ts";

export type ParentLinkRow = Selectable<ParentLinkTable>;
type Db = Kysely<Database>;

/** A student's parent links, with the linked parent's name, oldest first. */
export async function linksOfStudent(db: Db, studentId: string) {
  return db
    .selectFrom("parentLink")
    .leftJoin("user as parent", "parent.id", "parentLink.parentUserId")
    .selectAll("parentLink")
    .select("parent.name as parentName")
    .where("parentLink.studentId", "=", studentId)
    .orderBy("parentLink.createdAt")
    .execute();
}

export async function insertLink(db: Db, row: ParentLinkRow): Promise<void> {
  await db.insertInto("parentLink").values(row).execute();
}

/** Ends the student's open invitations to an address, so only the newest link works. */
export async function dropOpenInvitations(db: Db, studentId: string, email: string): Promise<void> {
  await db
    .deleteFrom("parentLink")
    .where("studentId", "=", studentId)
    .where("email", "=", email)
    .where("claimedAt", "is", null)
    .execute();
}

/** The invitation a token opens while it is unclaimed and unexpired, with the student's name. */
export async function findOpenInvitation(db: Db, tokenHash: string, now: Date) {
  return db
    .selectFrom("parentLink")
    .innerJoin("user as student", "student.id", "parentLink.studentId")
    .selectAll("parentLink")
    .select("student.name as studentName")
    .where("parentLink.tokenHash", "=", tokenHash)
    .where("parentLink.claimedAt", "is", null)
    .where("parentLink.expiresAt", ">", now.toISOString())
    .executeTakeFirst();
}

/** Claims an invitation for one parent: of two racing claims, one gets it. */
export async function claimLink(db: Db, id: string, parentUserId: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("parentLink")
    .set({ parentUserId, claimedAt: now.toISOString() })
    .where("id", "=", id)
    .where("claimedAt", "is", null)
    .where("expiresAt", ">", now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The parent's claimed link to a student, with the student's name. */
export async function linkOfParent(db: Db, parentUserId: string, studentId: string) {
  return db
    .selectFrom("parentLink")
    .innerJoin("user as student", "student.id", "parentLink.studentId")
    .selectAll("parentLink")
    .select("student.name as studentName")
    .where("parentLink.parentUserId", "=", parentUserId)
    .where("parentLink.studentId", "=", studentId)
    .executeTakeFirst();
}

export async function childrenOfParent(db: Db, parentUserId: string) {
  return db
    .selectFrom("parentLink")
    .innerJoin("user as student", "student.id", "parentLink.studentId")
    .select(["parentLink.studentId", "parentLink.share", "student.name as studentName"])
    .where("parentLink.parentUserId", "=", parentUserId)
    .orderBy("student.name")
    .execute();
}

export async function setShare(db: Db, studentId: string, id: string, share: ParentLinkRow["share"]) {
  const result = await db
    .updateTable("parentLink")
    .set({ share })
    .where("id", "=", id)
    .where("studentId", "=", studentId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes links (the student's one, or a parent's to a student); answers the parents they named. */
export async function deleteLinks(
  db: Db,
  where: { studentId: string; id?: string; parentUserId?: string },
): Promise<{ found: boolean; parentUserIds: string[] }> {
  let query = db.deleteFrom("parentLink").where("studentId", "=", where.studentId);
  if (where.id !== undefined) query = query.where("id", "=", where.id);
  if (where.parentUserId !== undefined) query = query.where("parentUserId", "=", where.parentUserId);
  const rows = await query.returning("parentUserId").execute();
  return {
    found: rows.length > 0,
    parentUserIds: rows.flatMap((row) => (row.parentUserId ? [row.parentUserId] : [])),
  };
}

export async function hasAnyChild(db: Db, parentUserId: string): Promise<boolean> {
  const row = await db
    .selectFrom("parentLink")
    .select("id")
    .where("parentUserId", "=", parentUserId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertConsent(db: Db, row: Selectable<ConsentRecordTable>): Promise<void> {
  await db.insertInto("consentRecord").values(row).execute();
}

/** Withdraws the consent in force for a student (given by one parent, or by any); answers how many. */
export async function withdrawConsents(
  db: Db,
  where: { studentId: string; parentUserId?: string },
  withdrawnBy: "student" | "parent" | "unlinked",
  now: Date,
): Promise<number> {
  let query = db
    .updateTable("consentRecord")
    .set({ withdrawnAt: now.toISOString(), withdrawnBy })
    .where("studentId", "=", where.studentId)
    .where("withdrawnAt", "is", null);
  if (where.parentUserId !== undefined) query = query.where("parentUserId", "=", where.parentUserId);
  return Number((await query.executeTakeFirst()).numUpdatedRows);
}

/** The child's live sessions from now on (mentor's name kept even when the card has gone). */
export async function upcomingSessions(db: Db, studentId: string, now: Date) {
  return db
    .selectFrom("booking")
    .leftJoin("mentor", "mentor.id", "booking.mentorId")
    .select(["booking.startsAt", "booking.durationMinutes", "mentor.name as mentorName"])
    .where("booking.studentId", "=", studentId)
    .where("booking.cancelledAt", "is", null)
    .where("booking.startsAt", ">", now.toISOString())
    .orderBy("booking.startsAt")
    .execute();
}

/** The child's confirmed workshop registrations that have not started. */
export async function upcomingWorkshops(db: Db, studentId: string, now: Date) {
  return db
    .selectFrom("workshopRegistration")
    .innerJoin("workshop", "workshop.id", "workshopRegistration.workshopId")
    .select(["workshop.title", "workshop.startsAt", "workshop.durationMinutes"])
    .where("workshopRegistration.userId", "=", studentId)
    .where("workshopRegistration.confirmedAt", "is not", null)
    .where("workshop.status", "=", "scheduled")
    .where("workshop.startsAt", ">", now.toISOString())
    .orderBy("workshop.startsAt")
    .execute();
}
