import type { SchoolRequestSummary, Share } from "@disha/shared";
import type { Kysely, Selectable } from "kysely";
import type { ClassMemberTable, Database, SchoolRequestTable } from "../../lib/db/schema.ts";

type Db = Kysely<Database>;

export function toRequestSummary(row: Selectable<SchoolRequestTable>): SchoolRequestSummary {
  return {
    id: row.id,
    schoolName: row.schoolName,
    udiseCode: row.udiseCode,
    city: row.city,
    counsellorName: row.counsellorName,
    counsellorEmail: row.counsellorEmail,
    status: row.status,
    createdAt: row.createdAt,
    decidedAt: row.decidedAt,
  };
}

export async function insertRequest(db: Db, row: Selectable<SchoolRequestTable>): Promise<void> {
  await db.insertInto("schoolRequest").values(row).execute();
}

/** Open requests first, newest first within each status. */
export function listRequests(db: Db, limit: number) {
  return db
    .selectFrom("schoolRequest")
    .selectAll()
    .orderBy((eb) => eb.case().when("status", "=", "open").then(0).else(1).end())
    .orderBy("createdAt", "desc")
    .limit(limit)
    .execute();
}

export function findOpenRequest(db: Db, id: string) {
  return db
    .selectFrom("schoolRequest")
    .selectAll()
    .where("id", "=", id)
    .where("status", "=", "open")
    .executeTakeFirst();
}

/** Decides an open request once: of two admins pressing at once, one does. */
export async function decideRequest(
  db: Db,
  id: string,
  decision: { status: "approved" | "declined"; decidedAt: string; decidedBy: string; schoolId: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable("schoolRequest")
    .set(decision)
    .where("id", "=", id)
    .where("status", "=", "open")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function findSchoolByUdise(db: Db, udiseCode: string) {
  return db.selectFrom("school").select("id").where("udiseCode", "=", udiseCode).executeTakeFirst();
}

export async function insertSchool(
  db: Db,
  row: { id: string; name: string; udiseCode: string | null; city: string | null; createdAt: string },
): Promise<void> {
  await db.insertInto("school").values(row).execute();
}

export async function addCounsellor(db: Db, schoolId: string, userId: string, addedAt: string): Promise<void> {
  await db
    .insertInto("schoolCounsellor")
    .values({ schoolId, userId, addedAt })
    .onConflict((conflict) => conflict.columns(["schoolId", "userId"]).doNothing())
    .execute();
}

export function findSchool(db: Db, id: string) {
  return db.selectFrom("school").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function isCounsellorOf(db: Db, schoolId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("schoolCounsellor")
    .select("userId")
    .where("schoolId", "=", schoolId)
    .where("userId", "=", userId)
    .executeTakeFirst();
  return row !== undefined;
}

export function schoolsOfCounsellor(db: Db, userId: string) {
  return db
    .selectFrom("schoolCounsellor")
    .innerJoin("school", "school.id", "schoolCounsellor.schoolId")
    .select(["school.id", "school.name", "school.city", "school.udiseCode"])
    .where("schoolCounsellor.userId", "=", userId)
    .orderBy("school.name")
    .execute();
}

export function classesOfSchools(db: Db, schoolIds: readonly string[]) {
  if (schoolIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("schoolClass")
    .leftJoin("classMember", "classMember.classId", "schoolClass.id")
    .select((eb) => [
      "schoolClass.id",
      "schoolClass.schoolId",
      "schoolClass.name",
      "schoolClass.grade",
      "schoolClass.joinCode",
      eb.fn.count<number>("classMember.userId").as("students"),
    ])
    .where("schoolClass.schoolId", "in", schoolIds)
    .groupBy([
      "schoolClass.id",
      "schoolClass.schoolId",
      "schoolClass.name",
      "schoolClass.grade",
      "schoolClass.joinCode",
    ])
    .orderBy("schoolClass.name")
    .execute();
}

export async function insertClass(
  db: Db,
  row: { id: string; schoolId: string; name: string; grade: number | null; joinCode: string; createdAt: string },
): Promise<void> {
  await db.insertInto("schoolClass").values(row).execute();
}

export function findClass(db: Db, schoolId: string, classId: string) {
  return db
    .selectFrom("schoolClass")
    .selectAll()
    .where("id", "=", classId)
    .where("schoolId", "=", schoolId)
    .executeTakeFirst();
}

export async function setJoinCode(db: Db, classId: string, joinCode: string): Promise<void> {
  await db.updateTable("schoolClass").set({ joinCode }).where("id", "=", classId).execute();
}

export function findClassByCode(db: Db, joinCode: string) {
  return db
    .selectFrom("schoolClass")
    .innerJoin("school", "school.id", "schoolClass.schoolId")
    .select(["schoolClass.id as classId", "schoolClass.name as className", "school.name as schoolName", "school.city"])
    .where("schoolClass.joinCode", "=", joinCode)
    .executeTakeFirst();
}

export type MemberRow = Pick<
  Selectable<ClassMemberTable>,
  "userId" | "classId" | "shareInterests" | "shareShortlist" | "shareProgress"
> & { name: string; className: string };

/** The members of some classes, with their names, in the order they joined. */
export function membersOf(db: Db, by: { classId: string } | { schoolId: string }): Promise<MemberRow[]> {
  let query = db
    .selectFrom("classMember")
    .innerJoin("user", "user.id", "classMember.userId")
    .innerJoin("schoolClass", "schoolClass.id", "classMember.classId")
    .select([
      "classMember.userId",
      "classMember.classId",
      "classMember.shareInterests",
      "classMember.shareShortlist",
      "classMember.shareProgress",
      "user.name",
      "schoolClass.name as className",
    ]);
  query =
    "classId" in by
      ? query.where("classMember.classId", "=", by.classId)
      : query.where("schoolClass.schoolId", "=", by.schoolId);
  return query.orderBy("user.name").orderBy("classMember.userId").execute();
}

/** Only who the members are and what each shares: all the figures need (no names, no order). */
export function sharingOf(
  db: Db,
  by: { classId: string } | { schoolId: string },
): Promise<Pick<MemberRow, "userId" | "shareInterests" | "shareShortlist" | "shareProgress">[]> {
  const select = [
    "classMember.userId",
    "classMember.shareInterests",
    "classMember.shareShortlist",
    "classMember.shareProgress",
  ] as const;
  return "classId" in by
    ? db.selectFrom("classMember").select(select).where("classMember.classId", "=", by.classId).execute()
    : db
        .selectFrom("classMember")
        .innerJoin("schoolClass", "schoolClass.id", "classMember.classId")
        .select(select)
        .where("schoolClass.schoolId", "=", by.schoolId)
        .execute();
}

export function isMemberOf(db: Db, classId: string, userId: string) {
  return db
    .selectFrom("classMember")
    .select("userId")
    .where("classId", "=", classId)
    .where("userId", "=", userId)
    .executeTakeFirst();
}

const asFlags = (share: Share) => ({
  shareInterests: share.interests ? 1 : 0,
  shareShortlist: share.shortlist ? 1 : 0,
  shareProgress: share.progress ? 1 : 0,
});

export function toShare(row: Pick<MemberRow, "shareInterests" | "shareShortlist" | "shareProgress">): Share {
  return {
    interests: row.shareInterests === 1,
    shortlist: row.shareShortlist === 1,
    progress: row.shareProgress === 1,
  };
}

/** Joins a class, leaving any class the student was in (a student is in one class at a time). */
export async function upsertMember(db: Db, userId: string, classId: string, share: Share, now: string): Promise<void> {
  await db
    .insertInto("classMember")
    .values({ userId, classId, ...asFlags(share), joinedAt: now, updatedAt: now })
    .onConflict((conflict) =>
      conflict.column("userId").doUpdateSet({ classId, ...asFlags(share), joinedAt: now, updatedAt: now }),
    )
    .execute();
}

export async function updateShare(db: Db, userId: string, share: Share, now: string): Promise<boolean> {
  const result = await db
    .updateTable("classMember")
    .set({ ...asFlags(share), updatedAt: now })
    .where("userId", "=", userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteMember(db: Db, userId: string): Promise<boolean> {
  const result = await db.deleteFrom("classMember").where("userId", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export function findMembership(db: Db, userId: string) {
  return db
    .selectFrom("classMember")
    .innerJoin("schoolClass", "schoolClass.id", "classMember.classId")
    .innerJoin("school", "school.id", "schoolClass.schoolId")
    .select([
      "classMember.classId",
      "classMember.shareInterests",
      "classMember.shareShortlist",
      "classMember.shareProgress",
      "classMember.joinedAt",
      "schoolClass.name as className",
      "school.name as schoolName",
      "school.city",
    ])
    .where("classMember.userId", "=", userId)
    .executeTakeFirst();
}

/** The notes of the class the student is in now: a note from a class they left stays with that class. */
export function notesFor(db: Db, userId: string, classId: string) {
  return db
    .selectFrom("counsellorNote")
    .select(["id", "counsellorName", "body", "createdAt"])
    .where("studentId", "=", userId)
    .where("classId", "=", classId)
    .orderBy("createdAt", "desc")
    .limit(50)
    .execute();
}

export async function insertNote(
  db: Db,
  row: {
    id: string;
    classId: string;
    studentId: string;
    counsellorId: string;
    counsellorName: string;
    body: string;
    createdAt: string;
  },
): Promise<void> {
  await db.insertInto("counsellorNote").values(row).execute();
}

export async function deleteNotesTo(db: Db, studentId: string): Promise<void> {
  await db.deleteFrom("counsellorNote").where("studentId", "=", studentId).execute();
}

/** Takes the student out of this class (and only this one); false when they were not in it. */
export async function deleteMemberOf(db: Db, classId: string, userId: string): Promise<boolean> {
  const result = await db
    .deleteFrom("classMember")
    .where("classId", "=", classId)
    .where("userId", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function deleteNotesOfClass(db: Db, classId: string, studentId: string): Promise<void> {
  await db.deleteFrom("counsellorNote").where("classId", "=", classId).where("studentId", "=", studentId).execute();
}

export async function recordRemoval(db: Db, userId: string, classId: string, removedAt: string): Promise<void> {
  await db
    .insertInto("classRemoval")
    .values({ userId, classId, removedAt })
    .onConflict((conflict) => conflict.column("userId").doUpdateSet({ classId, removedAt }))
    .execute();
}

export async function clearRemoval(db: Db, userId: string): Promise<void> {
  await db.deleteFrom("classRemoval").where("userId", "=", userId).execute();
}

export function findRemoval(db: Db, userId: string) {
  return db
    .selectFrom("classRemoval")
    .innerJoin("schoolClass", "schoolClass.id", "classRemoval.classId")
    .innerJoin("school", "school.id", "schoolClass.schoolId")
    .select(["classRemoval.removedAt", "schoolClass.name as className", "school.name as schoolName", "school.city"])
    .where("classRemoval.userId", "=", userId)
    .executeTakeFirst();
}
