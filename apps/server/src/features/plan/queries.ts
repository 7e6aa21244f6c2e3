import { type Kysely, sql } from "kysely";
import type { Database, RoadmapProgressTable } from "../../lib/db/schema.ts";

type Db = Kysely<Database>;

export interface InterestResultRow {
  id: string;
  scores: string;
  code: string;
  takenAt: string;
}

export async function insertInterestResult(
  db: Db,
  row: { id: string; userId: string; answers: string; scores: string; code: string; takenAt: string },
): Promise<void> {
  await db.insertInto("interestResult").values(row).execute();
}

/** The student's results, newest first; `limit` 1 for the latest alone. */
export function listInterestResults(db: Db, userId: string, limit?: number): Promise<InterestResultRow[]> {
  let query = db
    .selectFrom("interestResult")
    .select(["id", "scores", "code", "takenAt"])
    .where("userId", "=", userId)
    .orderBy("takenAt", "desc")
    .orderBy("id", "desc");
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

export async function upsertQuizResult(db: Db, row: { userId: string; resultId: string; takenAt: string }) {
  await db
    .insertInto("quizResult")
    .values(row)
    .onConflict((conflict) => conflict.column("userId").doUpdateSet({ resultId: row.resultId, takenAt: row.takenAt }))
    .execute();
}

export function findQuizResult(db: Db, userId: string) {
  return db.selectFrom("quizResult").select(["resultId", "takenAt"]).where("userId", "=", userId).executeTakeFirst();
}

export interface ShortlistRow {
  careerSlug: string;
  note: string | null;
  savedAt: string;
}

/** In the order the careers were saved. */
export function listShortlist(db: Db, userId: string): Promise<ShortlistRow[]> {
  return db
    .selectFrom("shortlist")
    .select(["careerSlug", "note", "savedAt"])
    .where("userId", "=", userId)
    .orderBy("savedAt")
    .orderBy("careerSlug")
    .execute();
}

/** Saves the career, or changes its note when it is saved already (keeping when it was first saved). */
export async function upsertShortlistEntry(
  db: Db,
  row: { userId: string; careerSlug: string; note: string | null; savedAt: string },
): Promise<ShortlistRow> {
  await db
    .insertInto("shortlist")
    .values(row)
    .onConflict((conflict) => conflict.columns(["userId", "careerSlug"]).doUpdateSet({ note: row.note }))
    .execute();
  return db
    .selectFrom("shortlist")
    .select(["careerSlug", "note", "savedAt"])
    .where("userId", "=", row.userId)
    .where("careerSlug", "=", row.careerSlug)
    .executeTakeFirstOrThrow();
}

export async function deleteShortlistEntry(db: Db, userId: string, careerSlug: string): Promise<void> {
  await db.deleteFrom("shortlist").where("userId", "=", userId).where("careerSlug", "=", careerSlug).execute();
}

export type ProgressRow = Pick<RoadmapProgressTable, "pathId" | "stepId" | "status">;

/** The student's marks, on one path or on all. */
export function listProgress(db: Db, userId: string, pathId?: string): Promise<ProgressRow[]> {
  let query = db.selectFrom("roadmapProgress").select(["pathId", "stepId", "status"]).where("userId", "=", userId);
  if (pathId !== undefined) query = query.where("pathId", "=", pathId);
  return query.orderBy("pathId").orderBy("stepId").execute();
}

export async function upsertProgress(
  db: Db,
  row: { userId: string; pathId: string; stepId: string; status: RoadmapProgressTable["status"]; updatedAt: string },
): Promise<void> {
  await db
    .insertInto("roadmapProgress")
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(["userId", "pathId", "stepId"]).doUpdateSet({ status: row.status, updatedAt: row.updatedAt }),
    )
    .execute();
}

export async function deleteProgress(db: Db, userId: string, pathId: string, stepId: string): Promise<void> {
  await db
    .deleteFrom("roadmapProgress")
    .where("userId", "=", userId)
    .where("pathId", "=", pathId)
    .where("stepId", "=", stepId)
    .execute();
}

/**
 * A stamp that changes whenever the student's interest results, quiz result, shortlist or progress
 * change (every write sets a new time, a removal changes a count), in one small statement.
 * A shortlist note changed alone keeps it: the note is not part of any ranking or answer.
 */
export async function findPlanStamp(db: Db, userId: string): Promise<string> {
  // written out rather than built: building six subqueries costs several times what running them does
  const { rows } = await sql<Record<string, unknown>>`select
    (select max("takenAt") from "interestResult" where "userId" = ${userId}) as "interests",
    (select "takenAt" from "quizResult" where "userId" = ${userId}) as "quiz",
    (select max("savedAt") from "shortlist" where "userId" = ${userId}) as "shortlistAt",
    (select count(*) from "shortlist" where "userId" = ${userId}) as "shortlistCount",
    (select max("updatedAt") from "roadmapProgress" where "userId" = ${userId}) as "progressAt",
    (select count(*) from "roadmapProgress" where "userId" = ${userId}) as "progressCount"`.execute(db);
  return JSON.stringify(rows[0]);
}
