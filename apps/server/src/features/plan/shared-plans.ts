import { roadmaps } from "@disha/content/roadmaps";
import type { ExamWindow, StepStatus } from "@disha/shared/plan";
import type { Kysely } from "kysely";
import type { Database } from "../../lib/db/schema.ts";
import { examWindows, findCareer, findPath, progressOf, windowMonths } from "./content.ts";

// What a school sees of its students' plans (features/schools): read for many students at once, and
// only the parts each student shares, so what is not shared is never read.

type Db = Kysely<Database>;

// well under SQLite's and PostgreSQL's limits on bound values
const IDS_PER_QUERY = 900;

function chunks(ids: readonly string[]): string[][] {
  const out: string[][] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) out.push(ids.slice(start, start + IDS_PER_QUERY));
  return out;
}

async function inChunks<Row>(ids: readonly string[], read: (chunk: string[]) => Promise<Row[]>): Promise<Row[]> {
  return (await Promise.all(chunks(ids).map(read))).flat();
}

const roadmapTitles = new Map(roadmaps.map((roadmap) => [roadmap.slug, roadmap.title]));

function pathName(pathId: string): string {
  return findCareer(pathId)?.name.en ?? roadmapTitles.get(pathId) ?? pathId;
}

/** Each student's latest interest code. */
async function latestCodes(db: Db, userIds: readonly string[]): Promise<Map<string, string>> {
  const rows = await inChunks(userIds, (ids) =>
    db
      .selectFrom("interestResult")
      .select(["userId", "code"])
      .where("userId", "in", ids)
      .orderBy("userId")
      .orderBy("takenAt", "desc")
      .orderBy("id", "desc")
      .execute(),
  );
  const latest = new Map<string, string>();
  for (const row of rows) if (!latest.has(row.userId)) latest.set(row.userId, row.code);
  return latest;
}

export interface SharedPlanParts {
  /** who has a plan: at least one career saved to the shortlist (part of the summary every school sees) */
  withPlan: Set<string>;
  /** the latest interest code, of those asked for */
  interestCodes: Map<string, string>;
  /** the shortlisted careers' slugs in the order saved, of those asked for */
  shortlists: Map<string, string[]>;
  /** progress on each marked path, of those asked for */
  progress: Map<string, { pathId: string; name: string; done: number; total: number; percent: number }[]>;
}

/**
 * The parts of many students' plans: whether each has a plan, and the interest code, shortlist and
 * progress of only the students listed for each.
 */
export async function sharedPlanParts(
  db: Db,
  students: {
    all: readonly string[];
    interests: readonly string[];
    shortlist: readonly string[];
    progress: readonly string[];
  },
): Promise<SharedPlanParts> {
  const [planned, interestCodes, shortlistRows, progressRows] = await Promise.all([
    inChunks(students.all, (ids) =>
      db.selectFrom("shortlist").select("userId").distinct().where("userId", "in", ids).execute(),
    ),
    latestCodes(db, students.interests),
    inChunks(students.shortlist, (ids) =>
      db
        .selectFrom("shortlist")
        .select(["userId", "careerSlug"])
        .where("userId", "in", ids)
        .orderBy("userId")
        .orderBy("savedAt")
        .orderBy("careerSlug")
        .execute(),
    ),
    inChunks(students.progress, (ids) =>
      db
        .selectFrom("roadmapProgress")
        .select(["userId", "pathId", "stepId", "status"])
        .where("userId", "in", ids)
        .orderBy("userId")
        .orderBy("pathId")
        .execute(),
    ),
  ]);
  const shortlists = new Map<string, string[]>();
  for (const row of shortlistRows) {
    // a career removed from the library drops out, as it does from the student's own plan
    if (!findCareer(row.careerSlug)) continue;
    shortlists.set(row.userId, [...(shortlists.get(row.userId) ?? []), row.careerSlug]);
  }
  const marks = new Map<string, Map<string, Map<string, StepStatus>>>();
  for (const row of progressRows) {
    const byPath = marks.get(row.userId) ?? new Map<string, Map<string, StepStatus>>();
    const steps = byPath.get(row.pathId) ?? new Map<string, StepStatus>();
    steps.set(row.stepId, row.status);
    byPath.set(row.pathId, steps);
    marks.set(row.userId, byPath);
  }
  const progress = new Map<string, { pathId: string; name: string; done: number; total: number; percent: number }[]>();
  for (const [userId, byPath] of marks) {
    progress.set(
      userId,
      [...byPath].flatMap(([pathId, steps]) => {
        const path = findPath(pathId);
        if (!path) return [];
        const { done, total, percent } = progressOf(path, steps);
        return [{ pathId, name: pathName(pathId), done, total, percent }];
      }),
    );
  }
  return { withPlan: new Set(planned.map((row) => row.userId)), interestCodes, shortlists, progress };
}

export interface PlanFigures {
  withPlan: number;
  /** the latest interest codes of the students asked for */
  interestCodes: string[];
  /** how many of the students asked for shortlisted each career */
  careerCounts: Map<string, number>;
  examMonths: number[];
  /** the exams of those careers within the months, with how many of those students each concerns */
  examWindows: { window: ExamWindow; students: number }[];
}

/**
 * Figures over many students, counted in the database where it can: whether each has a plan, the
 * interest codes of those listed for them, and their shortlists' careers and exam windows.
 */
export async function planFigures(
  db: Db,
  students: { all: readonly string[]; interests: readonly string[]; shortlist: readonly string[] },
  now = new Date(),
): Promise<PlanFigures> {
  const [planned, latest, careerRows] = await Promise.all([
    inChunks(students.all, (ids) =>
      db
        .selectFrom("shortlist")
        .select((eb) => eb.fn.count<number>("userId").distinct().as("students"))
        .where("userId", "in", ids)
        .execute(),
    ),
    latestCodes(db, students.interests),
    inChunks(students.shortlist, (ids) =>
      db
        .selectFrom("shortlist")
        .select((eb) => ["careerSlug", eb.fn.countAll<number>().as("students")])
        .where("userId", "in", ids)
        .groupBy("careerSlug")
        .execute(),
    ),
  ]);
  const careerCounts = new Map<string, number>();
  for (const row of careerRows)
    if (findCareer(row.careerSlug))
      careerCounts.set(row.careerSlug, (careerCounts.get(row.careerSlug) ?? 0) + Number(row.students));
  const months = windowMonths(now);
  const windows = examWindows([...careerCounts.keys()], months);
  // only the shortlist rows of careers with an exam in the months: who each exam concerns
  const windowCareers = [...new Set(windows.flatMap((window) => window.careers))];
  const concerned = windowCareers.length
    ? await inChunks(students.shortlist, (ids) =>
        db
          .selectFrom("shortlist")
          .select(["userId", "careerSlug"])
          .where("userId", "in", ids)
          .where("careerSlug", "in", windowCareers)
          .execute(),
      )
    : [];
  const studentsOf = new Map<string, Set<string>>();
  for (const row of concerned) {
    const who = studentsOf.get(row.careerSlug) ?? new Set<string>();
    who.add(row.userId);
    studentsOf.set(row.careerSlug, who);
  }
  return {
    withPlan: planned.reduce((sum, row) => sum + Number(row.students), 0),
    interestCodes: [...latest.values()],
    careerCounts,
    examMonths: months,
    examWindows: windows.map((window) => ({
      window,
      students: new Set(window.careers.flatMap((slug) => [...(studentsOf.get(slug) ?? [])])).size,
    })),
  };
}
