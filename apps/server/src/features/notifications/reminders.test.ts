import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDeps, type RunningDeps } from "../../deps.ts";
import { createJobRunner, type JobRunner } from "../jobs/index.ts";
import { insertBooking, makeAccount, makeMentor, outboxRows, runDueJobs } from "../../testing/mail-fixtures.ts";
import { startTestNodes, type TestNodes } from "../../testing/test-server.ts";
import { notifyBooking, notifyRegistration, reminderHandlers } from "./index.ts";

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const onPostgres = process.env.TEST_DB_KIND === "postgres";

// no node polls on its own here: every runner below runs on a clock the test sets
let cluster: TestNodes;
let first: RunningDeps;
let second: RunningDeps;

function runnerOn(deps: RunningDeps, clock: { now: Date }, handlers = reminderHandlers(deps)): JobRunner {
  return createJobRunner({
    db: deps.db,
    dbKind: deps.dbKind,
    handlers,
    logger: deps.logger,
    clock: () => clock.now,
  });
}

beforeAll(async () => {
  cluster = await startTestNodes(2, { JOBS_POLL_MS: String(24 * HOUR) });
  first = cluster.nodes[0]!.deps;
  second = cluster.nodes[1]!.deps;
});
afterAll(async () => {
  await cluster.close();
});

async function bookSessions(count: number, firstStart: Date, spacing: number) {
  const mentor = await makeMentor(first);
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    const student = await makeAccount(first, `Student ${index}`);
    const id = await insertBooking(first, {
      mentorId: mentor.mentorId,
      studentId: student.id,
      startsAt: new Date(firstStart.getTime() + index * spacing),
    });
    await notifyBooking(first, { bookingId: id, event: "booked" });
    ids.push(id);
  }
  // the notices go out now; what is left is the reminders
  await runDueJobs(first);
  return { mentor, ids };
}

async function remindersOf(deps: RunningDeps, bookingIds: string[]) {
  const rows = await outboxRows(deps, "booking.reminder");
  const forThese = rows.filter((row) =>
    bookingIds.some((id) => row.attachments[0]?.content.includes(`UID:booking-${id}@`)),
  );
  return forThese;
}

describe("reminders", () => {
  it("mails both sides 24 hours and 1 hour before, with the calendar file, once each", async () => {
    const start = new Date(Date.now() + 3 * 24 * HOUR);
    const { ids, mentor } = await bookSessions(1, start, 0);
    const clock = { now: new Date(start.getTime() - 25 * HOUR) };
    const runner = runnerOn(first, clock);

    expect(await runner.runDue()).toBe(0);
    clock.now = new Date(start.getTime() - 24 * HOUR);
    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);
    clock.now = new Date(start.getTime() - HOUR + MINUTE);
    expect(await runner.runDue()).toBe(1);
    clock.now = new Date(start.getTime() - 10 * MINUTE);
    expect(await runner.runDue()).toBe(0);

    const sent = await remindersOf(first, ids);
    expect(sent.map((row) => row.subject)).toEqual([
      expect.stringContaining("in 24 hours"),
      expect.stringContaining("in 24 hours"),
      expect.stringContaining("in 1 hour"),
      expect.stringContaining("in 1 hour"),
    ]);
    expect(sent.filter((row) => row.toAddress === mentor.email)).toHaveLength(2);
    for (const row of sent) {
      expect(row.attachments.map((attachment) => attachment.filename)).toEqual([
        expect.stringMatching(/\.ics$/) as string,
      ]);
      expect(row.attachments[0]?.content).toContain("METHOD:PUBLISH");
    }
  });

  it("drops the reminders of a cancelled booking, and moves those of a rescheduled one", async () => {
    const start = new Date(Date.now() + 5 * 24 * HOUR);
    const { ids } = await bookSessions(2, start, HOUR);
    const [cancelled = "", moved = ""] = ids;
    await first.db
      .updateTable("booking")
      .set({ cancelledAt: new Date().toISOString() })
      .where("id", "=", cancelled)
      .execute();
    await notifyBooking(first, { bookingId: cancelled, event: "cancelled" });
    const later = new Date(start.getTime() + 2 * 24 * HOUR);
    await first.db.updateTable("booking").set({ startsAt: later.toISOString() }).where("id", "=", moved).execute();
    await notifyBooking(first, { bookingId: moved, event: "rescheduled" });
    await runDueJobs(first);

    const clock = { now: new Date(start.getTime() - 23 * HOUR) };
    const runner = runnerOn(first, clock);
    expect(await runner.runDue()).toBe(0);
    clock.now = new Date(later.getTime() - 23 * HOUR);
    expect(await runner.runDue()).toBe(1);
    const sent = await remindersOf(first, ids);
    expect(sent).toHaveLength(2);
    expect(sent.every((row) => row.attachments[0]?.content.includes(`UID:booking-${moved}@`))).toBe(true);
  });

  it("a job whose transaction fails mid-way leaves no mail behind and is sent once on the next try", async () => {
    const start = new Date(Date.now() + 7 * 24 * HOUR);
    const { ids } = await bookSessions(1, start, 0);
    const clock = { now: new Date(start.getTime() - 23 * HOUR) };
    const handlers = reminderHandlers(first);
    const crashing = Object.fromEntries(
      Object.entries(handlers).map(([kind, handler]) => [
        kind,
        async (...args: Parameters<typeof handler>) => {
          await handler(...args);
          // the node dies after writing the mail, before the job is marked done
          throw new Error("node died");
        },
      ]),
    );
    expect(await runnerOn(first, clock, crashing).runDue()).toBe(0);
    expect(await remindersOf(first, ids)).toHaveLength(0);
    // retried after a back-off, by any node
    clock.now = new Date(clock.now.getTime() + 2 * MINUTE);
    expect(await runnerOn(second, clock).runDue()).toBe(1);
    expect(await remindersOf(first, ids)).toHaveLength(2);
  });

  // a race of two nodes needs PostgreSQL's row locks; on SQLite (one node) the test is not declared at all,
  // so no run shows a skipped test
  if (onPostgres) {
    it("two nodes racing over one PostgreSQL database send each reminder exactly once", async () => {
      const count = 30;
      const start = new Date(Date.now() + 10 * 24 * HOUR);
      const { ids } = await bookSessions(count, start, MINUTE);
      const clock = { now: new Date(start.getTime() - 23 * HOUR) };
      const runners = [
        runnerOn(first, clock),
        runnerOn(second, clock),
        runnerOn(first, clock),
        runnerOn(second, clock),
      ];
      const finished = await Promise.all(runners.map((runner) => runner.runDue()));
      expect(finished.reduce((sum, value) => sum + value, 0)).toBe(count);
      // every node took part: the rows were shared out, not queued behind one lock
      expect(finished.filter((value) => value > 0).length).toBeGreaterThan(1);
      const sent = await remindersOf(first, ids);
      expect(sent).toHaveLength(count * 2);
      expect(
        new Set(sent.map((row) => `${row.toAddress} ${row.attachments[0]?.content.match(/UID:\S+/)?.[0]}`)).size,
      ).toBe(count * 2);
    }, 60_000);
  }

  it("after a restart a new runner picks up what is due and sends nothing twice", async () => {
    const count = 10;
    const start = new Date(Date.now() + 14 * 24 * HOUR);
    const { ids } = await bookSessions(count, start, MINUTE);
    const clock = { now: new Date(start.getTime() - HOUR + 4.5 * MINUTE) };
    const before = runnerOn(first, clock);
    // the 1-hour reminders of the first five sessions are due; the 24-hour ones, being late, are dropped
    expect(await before.runDue()).toBe(5);
    await before.stop();

    // the node restarts: new connections over the same database, a new runner
    const restarted = await createDeps(cluster.nodes[0]!.deps.env);
    try {
      clock.now = new Date(start.getTime() - HOUR + (count - 1) * MINUTE);
      const after = runnerOn(restarted, clock);
      expect(await after.runDue()).toBe(count - 5);
      expect(await after.runDue()).toBe(0);
    } finally {
      await restarted.close();
    }
    const sent = await remindersOf(first, ids);
    expect(sent).toHaveLength(count * 2);
    expect(sent.every((row) => row.subject.includes("in 1 hour"))).toBe(true);
  });

  it("reminds a student of a workshop they registered for, and not after they cancel", async () => {
    const student = await makeAccount(first, "Workshop Student");
    const workshop = { id: `workshop-${student.id}`, startsAt: new Date(Date.now() + 4 * 24 * HOUR).toISOString() };
    await first.db
      .insertInto("workshop")
      .values({
        ...workshop,
        slug: workshop.id,
        title: "Careers in design",
        instructor: "Asha Rao",
        about: "What designers do.",
        topic: "Arts",
        durationMinutes: 60,
        capacity: 50,
        meetingUrl: "https://meet.example.org/design",
      })
      .execute();
    const registrationIds = ["kept", "cancelled"].map((label) => `${label}-${student.id}`);
    for (const [index, id] of registrationIds.entries()) {
      await first.db
        .insertInto("workshopRegistration")
        .values({
          id,
          workshopId: workshop.id,
          userId: student.id,
          name: student.name,
          phoneNumber: "9876543210",
          gender: "FEMALE",
          email: index === 0 ? student.email : `other.${student.email}`,
          subject: "Science",
          createdAt: new Date().toISOString(),
          confirmedAt: new Date().toISOString(),
        })
        .execute();
      await notifyRegistration(first, { registrationId: id, event: "registered" });
    }
    await notifyRegistration(first, { registrationId: registrationIds[1]!, event: "cancelled" });
    await first.db.deleteFrom("workshopRegistration").where("id", "=", registrationIds[1]!).execute();

    const clock = { now: new Date(Date.parse(workshop.startsAt) - 24 * HOUR + MINUTE) };
    const runner = runnerOn(first, clock);
    await runner.runDue();
    const toStudent = (await outboxRows(first)).filter((row) => row.toUserId === student.id);
    expect(toStudent.map((row) => row.kind)).toEqual([
      "registration.registered",
      "registration.registered",
      "registration.cancelled",
      "registration.reminder",
    ]);
    expect(toStudent[2]?.attachments[0]?.content).toContain("METHOD:CANCEL");
    expect(toStudent[3]?.toAddress).toBe(student.email);
  });
});
