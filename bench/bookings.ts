// Booking writes and mentor slots: the write path in this process, the HTTP figures against the real server in its own.
// `measureBookingService`, `measureBookingWrites` and `measureSlotsRatio` are called by run-all.ts; `npm run bench:bookings -w @disha/bench`
// (node --import tsx bookings.ts) runs them alone. Prints figures; never gates on time.
import { benchStudentName } from "./support/names.ts";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type autocannon from "autocannon";
import Database from "better-sqlite3";
import { BOOKINGS_PER_HOUR } from "../apps/server/src/features/bookings/routes.ts";
import { MAX_UPCOMING_PER_STUDENT, bookSession } from "../apps/server/src/features/bookings/service.ts";
import { busyOfMentor, selectMentorOnDate } from "../apps/server/src/features/slots/queries.ts";
import { scheduleBookedNotice } from "../apps/server/src/features/notifications/index.ts";
import { openDatabase } from "../apps/server/src/lib/db/database.ts";
import { createDeps } from "../apps/server/src/deps.ts";
import { loadEnv, repoRoot } from "../apps/server/src/env.ts";
import { type BenchProcess, startAppProcess } from "./support/processes.ts";
import { compareWithBare, describeRounds, load, type Comparison } from "./support/compare.ts";

const SLOT_TIMES = Array.from({ length: 22 }, (_, index) => {
  const minutes = 9 * 60 + index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
});

function istDate(daysAhead: number): string {
  return new Date(Date.now() + 5.5 * 3600_000 + daysAhead * 86_400_000).toISOString().slice(0, 10);
}

/** `count` students signed up a few at a time (password hashing is the slow part), each on its own address. */
async function signUpStudents(baseUrl: string, count: number): Promise<string[]> {
  const cookies: string[] = new Array<string>(count);
  let next = 0;
  async function worker() {
    while (next < count) {
      const index = next++;
      const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: baseUrl,
          "x-forwarded-for": `10.78.${index >> 8}.${index & 255}`,
        },
        body: JSON.stringify({
          name: benchStudentName(index),
          email: `bench.slots.${index}.${Date.now()}@example.in`,
          password: "bench-password-1",
        }),
      });
      if (!response.ok) throw new Error(`sign-up failed: ${response.status}`);
      cookies[index] = response.headers
        .getSetCookie()
        .map((cookie) => cookie.split(";")[0])
        .join("; ");
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker));
  return cookies;
}

async function mentorIds(baseUrl: string): Promise<string[]> {
  const mentors = (await (await fetch(`${baseUrl}/api/mentors`)).json()) as { _id: string }[];
  if (mentors.length === 0) throw new Error("no mentors to book (is DEMO_DATA=1 set?)");
  return mentors.map((mentor) => mentor._id);
}

export interface BookingWrites {
  created: number;
  total: number;
  perSecond: number;
  statuses: Record<string, number>;
  /** from the last write until every booked notice (student and mentor, with the .ics) was sent */
  noticesSentAfterMs: number;
}

/** Waits until the server has sent every notice that is due (read from its SQLite file); how long it took. */
async function noticesSent(dataDir: string): Promise<number> {
  const started = performance.now();
  const db = new Database(path.join(dataDir, "disha.sqlite"), { readonly: true });
  try {
    const due = db.prepare(`select count(*) as count from "dueJob" where status = 'due' and "runAt" <= ?`);
    while ((due.get(new Date().toISOString()) as { count: number }).count > 0) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    db.close();
  }
  return performance.now() - started;
}

/**
 * POST /api/book over distinct free slots, 20 connections: each student books at most 5 sessions (the cap)
 * and each write is a new slot, so every request is one that should succeed.
 */
export async function measureBookingWrites(
  app: BenchProcess & { dataDir: string },
  total = 3000,
): Promise<BookingWrites> {
  const mentors = await mentorIds(app.url);
  const perStudent = Math.min(MAX_UPCOMING_PER_STUDENT, BOOKINGS_PER_HOUR);
  const cookies = await signUpStudents(
    app.url,
    mentors.length * Math.ceil(Math.ceil(total / mentors.length) / perStudent),
  );
  // each student has opened My Sessions once before booking, as the booking page does: the session's
  // first read on this node (Better Auth verifies the cookie) is not a booking write
  await Promise.all(
    Array.from({ length: 8 }, async (_, worker) => {
      for (let index = worker; index < cookies.length; index += 8) {
        const response = await fetch(`${app.url}/api/bookings`, { headers: { cookie: cookies[index] ?? "" } });
        if (!response.ok) throw new Error(`GET /api/bookings failed: ${response.status}`);
      }
    }),
  );
  let next = 0;
  const statuses = new Map<number, number>();
  // autocannon ends a fixed-amount run on its one-second tick, so the time is taken from the first
  // request sent to the last answer received
  let firstSentAt = 0;
  let lastAnsweredAt = 0;
  await load({
    url: `${app.url}/api/book`,
    connections: 20,
    amount: total,
    method: "POST",
    requests: [
      {
        setupRequest: (request) => {
          // each student books one mentor's next `perStudent` slots, so their own sessions never clash
          const index = next++;
          if (index === 0) firstSentAt = performance.now();
          const mentor = index % mentors.length;
          const round = Math.floor(index / mentors.length);
          const student = mentor + mentors.length * Math.floor(round / perStudent);
          return {
            ...request,
            headers: { "content-type": "application/json", origin: app.url, cookie: cookies[student] ?? "" },
            body: JSON.stringify({
              mentorId: mentors[mentor],
              date: istDate(2 + Math.floor(round / SLOT_TIMES.length)),
              time: SLOT_TIMES[round % SLOT_TIMES.length],
            }),
          };
        },
        onResponse: (status) => {
          lastAnsweredAt = performance.now();
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        },
      },
    ],
  });
  const seconds = (lastAnsweredAt - firstSentAt) / 1000;
  const created = statuses.get(201) ?? 0;
  // the notices go out after the answers (a due job each); the slots are measured once they have
  const noticesSentAfterMs = await noticesSent(app.dataDir);
  return { created, total, perSecond: created / seconds, statuses: Object.fromEntries(statuses), noticesSentAfterMs };
}

export interface BookingService {
  created: number;
  total: number;
  perSecond: number;
  refused: number;
}

/**
 * The booking write path alone: `bookSession` as POST /api/book calls it (the mentor's rules, the
 * busy checks, the cap, the booking and its notice job in one transaction), against a fresh SQLite
 * file in WAL mode, 20 callers at once over distinct free slots, in this process and without HTTP.
 */
export async function measureBookingService(total = 6000): Promise<BookingService> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "disha-bench-writes-"));
  const deps = await createDeps(
    loadEnv({
      NODE_ENV: "production",
      DEMO_DATA: "1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      REDIS_URL: "",
      AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0",
      LOG_LEVEL: "silent",
    }),
  );
  try {
    const mentors = (await deps.db.selectFrom("mentor").select("id").orderBy("id").execute()).map((row) => row.id);
    const perStudent = MAX_UPCOMING_PER_STUDENT;
    const studentCount = mentors.length * Math.ceil(Math.ceil(total / mentors.length) / perStudent);
    const createdAt = new Date().toISOString();
    const students = Array.from({ length: studentCount }, (_, index) => ({
      id: `bench-student-${index}`,
      name: benchStudentName(index),
      email: `bench.writes.${index}@example.in`,
      emailVerified: 0,
      image: null,
      createdAt,
      updatedAt: createdAt,
    }));
    for (let start = 0; start < students.length; start += 200) {
      await deps.db
        .insertInto("user")
        .values(students.slice(start, start + 200))
        .execute();
    }
    let next = 0;
    let created = 0;
    let refused = 0;
    async function caller() {
      while (next < total) {
        const index = next++;
        const mentor = index % mentors.length;
        const round = Math.floor(index / mentors.length);
        const student = students[mentor + mentors.length * Math.floor(round / perStudent)]!;
        const now = new Date();
        try {
          await bookSession(
            deps,
            student.id,
            {
              mentorId: mentors[mentor]!,
              date: istDate(2 + Math.floor(round / SLOT_TIMES.length)),
              time: SLOT_TIMES[round % SLOT_TIMES.length]!,
            },
            (trx, row) => scheduleBookedNotice(trx, { ...row, sequence: 0, studentEmail: student.email }, now),
            now,
          );
          created += 1;
        } catch {
          refused += 1;
        }
      }
    }
    const started = performance.now();
    await Promise.all(Array.from({ length: 20 }, caller));
    const seconds = (performance.now() - started) / 1000;
    return { created, total, perSecond: created / seconds, refused };
  } finally {
    await deps.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * A bare node:http server answering GET /?mentor=&date= with the rows of the very SQL the slots route
 * runs on SQLite (the mentor with their rules and day off, then their bookings that day), prepared once.
 */
async function startBareSlotsProcess(port: number, databaseFile: string): Promise<BenchProcess> {
  const { db } = openDatabase(databaseFile, path.dirname(databaseFile));
  const statements = { mentor: selectMentorOnDate.statement(db), busy: busyOfMentor.statement(db) };
  await db.destroy();
  const script = `
    const Database = require("better-sqlite3");
    const db = new Database(process.env.BENCH_DB, { readonly: true });
    const statements = JSON.parse(process.env.BENCH_STATEMENTS);
    const mentor = db.prepare(statements.mentor.sql);
    const busy = db.prepare(statements.busy.sql);
    require("node:http").createServer((req, res) => {
      const url = new URL(req.url, "http://x");
      const mentorId = url.searchParams.get("mentor"), date = url.searchParams.get("date");
      const start = Date.parse(date + "T00:00:00+05:30");
      const values = {
        mentorId, date, id: mentorId,
        from: new Date(start - 120 * 60000).toISOString(), to: new Date(start + 86400000).toISOString(),
      };
      const rows = {
        mentor: mentor.get(statements.mentor.values.map((name) => values[name])),
        booked: busy.all(statements.busy.values.map((name) => values[name])),
      };
      const body = JSON.stringify(rows);
      res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
      res.end(body);
    }).listen(${port}, "127.0.0.1");`;
  const child = spawn(process.execPath, ["-e", script], {
    cwd: repoRoot,
    env: { ...process.env, BENCH_DB: databaseFile, BENCH_STATEMENTS: JSON.stringify(statements) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await fetch(`${url}/?mentor=x&date=2031-01-01`);
      return { url, stop: () => child.kill("SIGTERM") };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error("bare slots server did not start");
}

/** GET /api/mentors/:id/slots?date= against a bare node:http server running the same SQL, 50 connections. */
export async function measureSlotsRatio(app: BenchProcess & { dataDir: string }, barePort = 3813): Promise<Comparison> {
  const mentors = await mentorIds(app.url);
  const date = istDate(2);
  const bare = await startBareSlotsProcess(barePort, path.join(app.dataDir, "disha.sqlite"));
  try {
    let appIndex = 0;
    let bareIndex = 0;
    const appRequests = [
      {
        setupRequest: (request: autocannon.Request) => ({
          ...request,
          path: `/api/mentors/${mentors[appIndex++ % mentors.length]}/slots?date=${date}`,
        }),
      },
    ];
    const bareRequests = [
      {
        setupRequest: (request: autocannon.Request) => ({
          ...request,
          path: `/?mentor=${mentors[bareIndex++ % mentors.length]}&date=${date}`,
        }),
      },
    ];
    return await compareWithBare({ url: app.url, requests: appRequests }, { url: bare.url, requests: bareRequests });
  } finally {
    bare.stop();
  }
}

export function printSlotsRatio(slots: Comparison): void {
  console.log(
    `GET /api/mentors/:id/slots, 50 connections, 5 alternating rounds of 4 s: Disha ${slots.app.toFixed(0)} req/s (p99 ${slots.appP99} ms, errors ${slots.errors}), bare node:http running the route's own SQL ${slots.bare.toFixed(0)} req/s: ratio ${slots.ratio.toFixed(2)} (target >= 0.68); rounds ${describeRounds(slots)}`,
  );
}

export function printBookingFigures(service: BookingService, writes: BookingWrites): void {
  console.log(
    `Booking writes on SQLite (bookSession: rules, busy checks, cap, booking and its notice job; 20 callers in one process): ${service.perSecond.toFixed(0)} writes/s (${service.created} of ${service.total}, ${service.refused} refused; target >= 2000/s)`,
  );
  console.log(
    `POST /api/book over HTTP, distinct slots, 20 connections: ${writes.perSecond.toFixed(0)} bookings/s (${writes.created} created of ${writes.total}; statuses ${JSON.stringify(writes.statuses)}); every booked notice sent ${(writes.noticesSentAfterMs / 1000).toFixed(1)} s after the last write`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const service = await measureBookingService();
  const app = await startAppProcess(3814);
  try {
    const writes = await measureBookingWrites(app);
    printBookingFigures(service, writes);
    printSlotsRatio(await measureSlotsRatio(app));
  } finally {
    app.stop();
  }
}
