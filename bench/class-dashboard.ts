// A counsellor's dashboard over the real HTTP server: a class of 60 students and a school of 2,000,
// every student with a full plan (an interest code, 10 shortlisted careers, progress on 5 pathways)
// and sharing all of it, the heaviest case. Students are written straight into the database (signing
// up 2,000 accounts over HTTP measures password hashing, not the dashboard); the counsellor and the
// classes are made through the API.
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { knowledgeBase } from "@disha/content/knowledge/base";
import { type Insertable, sql } from "kysely";
import type { Database } from "../apps/server/src/lib/db/schema.ts";
import { openDatabase } from "../apps/server/src/lib/db/database.ts";
import { startAppProcess } from "./support/processes.ts";
import { percentile } from "./support/stats.ts";

const SCHOOL_STUDENTS = 2000;
const CLASS_SIZE = 60;
const SHORTLISTED = 10;
const CODES = ["SAE", "IRC", "RIC", "ASE", "ECS", "CER", "SIA", "IAR", "ESA", "CIE"];
const ROWS_PER_INSERT = 400;

async function call(baseUrl: string, cookie: string, method: string, path: string, body?: unknown) {
  const response = await send(baseUrl, cookie, method, path, body).catch(
    // a kept-alive connection the server closed while the students were written: once more, on a new one
    () => send(baseUrl, cookie, method, path, body),
  );
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

function send(baseUrl: string, cookie: string, method: string, path: string, body?: unknown) {
  return fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      origin: baseUrl,
      cookie,
      "x-forwarded-for": "10.79.0.1",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

function inBatches<T>(rows: readonly T[]): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT)
    batches.push(rows.slice(start, start + ROWS_PER_INSERT));
  return batches;
}

/** A counsellor with a school of `SCHOOL_STUDENTS` students in classes of `CLASS_SIZE`, each with a full plan. */
async function seedSchool(baseUrl: string, dataDir: string) {
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, "x-forwarded-for": "10.79.0.1" },
    body: JSON.stringify({
      name: "Bench Counsellor",
      email: `counsellor.${Date.now()}@example.in`,
      password: "bench-password-1",
    }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`);
  const counsellorId = ((await signUp.json()) as { user: { id: string } }).user.id;
  const cookie = signUp.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  const { db } = openDatabase(undefined, dataDir);
  try {
    await db
      .insertInto("userRole")
      .values({ userId: counsellorId, role: "counsellor", grantedAt: new Date().toISOString() })
      .execute();
    const schoolId = (
      (await (await call(baseUrl, cookie, "POST", "/api/schools", { name: "Bench School" })).json()) as { id: string }
    ).id;
    const classIds: string[] = [];
    for (let index = 0; index < Math.ceil(SCHOOL_STUDENTS / CLASS_SIZE); index++) {
      const created = await call(baseUrl, cookie, "POST", `/api/schools/${schoolId}/classes`, {
        name: `${8 + (index % 5)} ${String.fromCharCode(65 + Math.floor(index / 5))}`,
        grade: 8 + (index % 5),
      });
      classIds.push(((await created.json()) as { id: string }).id);
    }
    const careers = knowledgeBase.careers;
    const now = new Date().toISOString();
    const users: {
      id: string;
      name: string;
      email: string;
      emailVerified: number;
      createdAt: string;
      updatedAt: string;
    }[] = [];
    const members: Insertable<Database["classMember"]>[] = [];
    const interests: Insertable<Database["interestResult"]>[] = [];
    const shortlist: Insertable<Database["shortlist"]>[] = [];
    const progress: Insertable<Database["roadmapProgress"]>[] = [];
    for (let index = 0; index < SCHOOL_STUDENTS; index++) {
      const id = randomUUID();
      users.push({
        id,
        name: `Student ${index}`,
        email: `bench.student.${index}.${Date.now()}@example.in`,
        emailVerified: 0,
        createdAt: now,
        updatedAt: now,
      });
      members.push({
        userId: id,
        classId: classIds[Math.floor(index / CLASS_SIZE)]!,
        shareInterests: 1,
        shareShortlist: 1,
        shareProgress: 1,
        joinedAt: now,
        updatedAt: now,
      });
      interests.push({
        id: randomUUID(),
        userId: id,
        answers: "{}",
        scores: "{}",
        code: CODES[index % CODES.length]!,
        takenAt: now,
      });
      for (let pick = 0; pick < SHORTLISTED; pick++) {
        const career = careers[(index * 7 + pick * 13) % careers.length]!;
        if (shortlist.some((row) => row.userId === id && row.careerSlug === career.id)) continue;
        shortlist.push({
          userId: id,
          careerSlug: career.id,
          note: `Reason ${pick}`,
          savedAt: new Date(Date.now() + pick).toISOString(),
        });
        if (pick < 5)
          for (const [position, step] of career.pathway.slice(0, 3).entries())
            progress.push({
              userId: id,
              pathId: career.id,
              stepId: step.id,
              status: position === 2 ? "in_progress" : "done",
              updatedAt: now,
            });
      }
    }
    for (const batch of inBatches(users))
      await sql`insert into "user" ("id", "name", "email", "emailVerified", "createdAt", "updatedAt") values ${sql.join(
        batch.map(
          (row) =>
            sql`(${row.id}, ${row.name}, ${row.email}, ${row.emailVerified}, ${row.createdAt}, ${row.updatedAt})`,
        ),
      )}`.execute(db);
    for (const batch of inBatches(members)) await db.insertInto("classMember").values(batch).execute();
    for (const batch of inBatches(interests)) await db.insertInto("interestResult").values(batch).execute();
    for (const batch of inBatches(shortlist)) await db.insertInto("shortlist").values(batch).execute();
    for (const batch of inBatches(progress)) await db.insertInto("roadmapProgress").values(batch).execute();
    return {
      cookie,
      schoolId,
      classId: classIds[0]!,
      classes: classIds.length,
      shortlisted: shortlist.length,
      marks: progress.length,
    };
  } finally {
    await db.destroy();
  }
}

async function timed(requests: number, run: () => Promise<unknown>) {
  for (let warm = 0; warm < Math.min(50, requests); warm++) await run();
  const timings: number[] = [];
  for (let index = 0; index < requests; index++) {
    const started = performance.now();
    await run();
    timings.push(performance.now() - started);
  }
  return { requests, p50: percentile(timings, 50), p99: percentile(timings, 99), max: Math.max(...timings) };
}

export async function measureClassDashboard(port = 3817) {
  const app = await startAppProcess(port);
  try {
    const seeded = await seedSchool(app.url, app.dataDir);
    const base = `/api/schools/${seeded.schoolId}`;
    const get = async (path: string) => (await call(app.url, seeded.cookie, "GET", path)).text();
    const classStudents = JSON.parse(await get(`${base}/classes/${seeded.classId}/students`)) as {
      students: { interestCode?: string }[];
    };
    const schoolFigures = JSON.parse(await get(`${base}/figures`)) as {
      students: number;
      topCareers: unknown[];
      examWindows: unknown[];
    };
    // the class dashboard asks for its students and its figures, one after the other here (the page asks for both at once)
    const dashboard = await timed(1000, async () => {
      await get(`${base}/classes/${seeded.classId}/students`);
      await get(`${base}/classes/${seeded.classId}/figures`);
    });
    const figures = await timed(300, () => get(`${base}/figures`));
    return { seeded, classStudents: classStudents.students.length, schoolFigures, dashboard, figures };
  } finally {
    app.stop();
  }
}

export function printClassDashboard(result: Awaited<ReturnType<typeof measureClassDashboard>>) {
  const { seeded, dashboard, figures } = result;
  console.log(
    `Counsellor dashboard, a school of ${result.schoolFigures.students} students in ${seeded.classes} classes, each with a full plan shared (${seeded.shortlisted} shortlisted careers, ${seeded.marks} roadmap marks):`,
  );
  console.log(
    `  a class of ${result.classStudents}: students + figures, ${dashboard.requests} sequential loads: p50 ${dashboard.p50.toFixed(2)} ms, p99 ${dashboard.p99.toFixed(2)} ms, max ${dashboard.max.toFixed(2)} ms (target p99 < 50 ms)`,
  );
  console.log(
    `  the school's figures (${result.schoolFigures.topCareers.length} top careers, ${result.schoolFigures.examWindows.length} exam windows), ${figures.requests} sequential requests: p50 ${figures.p50.toFixed(2)} ms, p99 ${figures.p99.toFixed(2)} ms, max ${figures.max.toFixed(2)} ms (target p99 < 200 ms)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) printClassDashboard(await measureClassDashboard());
