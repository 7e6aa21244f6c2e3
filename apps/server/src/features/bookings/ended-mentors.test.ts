import {
  type Booking,
  DELETE_ACCOUNT_CONFIRMATION,
  type Mentor,
  type MyBookingsResponse,
  addDays,
  istDate,
} from "@disha/shared";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { runAdminCommand } from "../../admin-cli.ts";
import { grantRole } from "../../lib/roles.ts";
import { insertBooking, makeAccount, outboxRows, runDueJobs } from "../../testing/mail-fixtures.ts";
import { TestClient } from "../../testing/test-client.ts";
import { TEST_APP_URL, createTestContext, type TestContext } from "../../testing/test-server.ts";
import { ensureMentorOfUser } from "../mentors/index.ts";
import { notifyBooking } from "../notifications/index.ts";

// A mentor who can no longer take students (account disabled or deleted, role revoked, card
// deactivated) leaves the list and the booking paths at once, and their students keep the cancelled
// session, with the reason and a mail.

const HOUR = 60 * 60 * 1000;
const UNAVAILABLE_LINE = "Your mentor can no longer take sessions on Disha";

let context: TestContext;
let admin: TestClient;
beforeAll(async () => {
  context = await createTestContext();
  admin = new TestClient(context);
  await grantRole(context.deps.db, (await admin.signUp("Asha Admin")).id, "admin");
});
afterAll(async () => {
  await context.close();
});

const inDays = (days: number) => addDays(istDate(new Date()), days);

async function mentorWithAccount(name: string) {
  const client = new TestClient(context);
  const user = await client.signUp(name);
  await grantRole(context.deps.db, user.id, "mentor");
  const card = await ensureMentorOfUser(context.deps, { id: user.id, name });
  return { client, ...user, mentorId: card.id };
}

type TestMentor = Awaited<ReturnType<typeof mentorWithAccount>>;

const anonymousSlotsPath = (mentor: TestMentor) => `/api/mentors/${mentor.mentorId}/slots?date=${inDays(3)}`;

/** A student holding a session with the mentor, whose booked notice has gone out (and so its reminders are due later). */
async function bookedStudent(mentor: TestMentor) {
  const client = new TestClient(context);
  const user = await client.signUp("Riya Student");
  const response = await client.post<Booking>("/api/book", {
    mentorId: mentor.mentorId,
    date: inDays(2),
    time: "10:00",
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  await runDueJobs(context.deps);
  // kept by this node until the mentor's end forgets it (expectEnded)
  expect((await new TestClient(context).get(anonymousSlotsPath(mentor))).status).toBe(200);
  return { client, user, booking: response.body };
}

async function listedIds(): Promise<string[]> {
  return (await new TestClient(context).get<Mentor[]>("/api/mentors")).body.map((mentor) => mentor._id);
}

async function myBooking(client: TestClient, id: string): Promise<Booking | undefined> {
  return (await client.get<MyBookingsResponse>("/api/bookings")).body.bookings.find((booking) => booking.id === id);
}

/** What a student and the mentor see once the mentor can no longer take students. */
async function expectEnded(mentor: TestMentor, held: Awaited<ReturnType<typeof bookedStudent>>) {
  const { client, user, booking } = held;
  expect(await listedIds()).not.toContain(mentor.mentorId);
  const slotsPath = anonymousSlotsPath(mentor);
  expect((await new TestClient(context).get(slotsPath)).status).toBe(404);
  expect((await client.get(slotsPath)).status).toBe(404);
  const again = await client.post("/api/book", { mentorId: mentor.mentorId, date: inDays(3), time: "11:00" });
  expect(again.status).toBe(404);

  const kept = await myBooking(client, booking.id);
  expect(kept).toMatchObject({ cancelledBy: "disha", changeable: false });
  expect(kept?.cancelledAt).not.toBeNull();

  expect(await runDueJobs(context.deps)).toBeGreaterThan(0);
  const cancelMail = (await outboxRows(context.deps, "booking.cancelled")).filter((row) => row.toUserId === user.id);
  expect(cancelMail).toHaveLength(1);
  expect(cancelMail[0]?.text).toContain(UNAVAILABLE_LINE);
  expect(cancelMail[0]?.text).toContain(`${TEST_APP_URL}/mentors`);

  // the reminders of the cancelled session are never sent, and the mentor is written nothing more
  await runDueJobs(context.deps, new Date(Date.parse(booking.startsAt) - HOUR + 60_000));
  const sent = await outboxRows(context.deps);
  expect(sent.filter((row) => row.kind === "booking.reminder" && row.toUserId === user.id)).toEqual([]);
  expect(sent.filter((row) => row.toAddress === mentor.email && row.kind !== "booking.booked")).toEqual([]);
}

describe("a mentor who can no longer take students", () => {
  it("is a disabled account: off the list and the booking paths, and each student's session cancelled with a mail", async () => {
    const mentor = await mentorWithAccount("Dinesh Disabled");
    const held = await bookedStudent(mentor);
    expect(await listedIds()).toContain(mentor.mentorId);
    expect((await admin.post(`/api/admin/accounts/${mentor.id}/disable`)).status).toBe(200);
    await expectEnded(mentor, held);
  });

  it("has had the mentor role revoked in the admin console", async () => {
    const mentor = await mentorWithAccount("Rekha Revoked");
    const held = await bookedStudent(mentor);
    expect(await listedIds()).toContain(mentor.mentorId);
    expect((await admin.delete(`/api/admin/accounts/${mentor.id}/roles/mentor`)).status).toBe(200);
    await expectEnded(mentor, held);
  });

  it("has had the mentor role revoked with npm run admin, which another node's list sees within seconds", async () => {
    const mentor = await mentorWithAccount("Ravi Revoked");
    const held = await bookedStudent(mentor);
    expect(await listedIds()).toContain(mentor.mentorId);
    const code = await runAdminCommand(
      ["revoke", mentor.email, "mentor"],
      () => undefined,
      () => context.env,
    );
    expect(code).toBe(0);
    // the command runs in its own process: this server's list is at most a few seconds old
    await vi.waitFor(async () => expect(await listedIds()).not.toContain(mentor.mentorId), {
      timeout: 10_000,
      interval: 250,
    });
    await expectEnded(mentor, held);
  });

  it("deleted their account: the student keeps the session, cancelled, without the mentor's name", async () => {
    const mentor = await mentorWithAccount("Deepa Deleted");
    const held = await bookedStudent(mentor);
    const deleted = await mentor.client.request("DELETE", "/api/me", { confirm: DELETE_ACCOUNT_CONFIRMATION });
    expect(deleted.status).toBe(204);
    await expectEnded(mentor, held);
    const kept = await myBooking(held.client, held.booking.id);
    expect(kept).toMatchObject({ mentorId: null, mentorName: "a former mentor", mentorProfileUrl: null });
    const cancelMail = (await outboxRows(context.deps, "booking.cancelled")).find(
      (row) => row.toUserId === held.user.id,
    );
    expect(cancelMail?.text).not.toContain("Deepa");
    const exported = await held.client.get<{ bookings: { mentorName: string | null }[] }>("/api/me/export");
    expect(exported.body.bookings).toEqual([expect.objectContaining({ mentorName: null })]);
  });

  it("had their card deactivated by an admin", async () => {
    const mentor = await mentorWithAccount("Kiran Card");
    const held = await bookedStudent(mentor);
    expect((await admin.post(`/api/admin/mentors/${mentor.mentorId}/deactivate`)).status).toBe(204);
    await expectEnded(mentor, held);
  });

  it("is written no notice about a session that still stands", async () => {
    const mentor = await mentorWithAccount("Nita Notice");
    const student = await makeAccount(context.deps, "Sana Student");
    // a card switched off in the database, beside the ways that cancel its sessions
    await context.deps.db
      .updateTable("mentor")
      .set({ deactivatedAt: new Date().toISOString() })
      .where("id", "=", mentor.mentorId)
      .execute();
    const bookingId = await insertBooking(context.deps, {
      mentorId: mentor.mentorId,
      studentId: student.id,
      startsAt: new Date(Date.now() + 48 * HOUR),
    });
    await notifyBooking(context.deps, { bookingId, event: "booked" });
    await runDueJobs(context.deps);
    const booked = await outboxRows(context.deps, "booking.booked");
    expect(booked.filter((row) => row.toUserId === student.id)).toHaveLength(1);
    expect(booked.filter((row) => row.toAddress === mentor.email)).toEqual([]);
  });
});

describe("the mentors list", () => {
  it("drops a deactivated card at once, and shows it again when brought back", async () => {
    const mentor = await mentorWithAccount("Lata Listed");
    expect(await listedIds()).toContain(mentor.mentorId);
    expect((await admin.post(`/api/admin/mentors/${mentor.mentorId}/deactivate`)).status).toBe(204);
    expect(await listedIds()).not.toContain(mentor.mentorId);
    expect((await admin.post(`/api/admin/mentors/${mentor.mentorId}/activate`)).status).toBe(204);
    expect(await listedIds()).toContain(mentor.mentorId);
  });

  it("is kept by browsers only to ask again, with an ETag that changes with the list", async () => {
    const mentor = await mentorWithAccount("Leela Listed");
    const visitor = new TestClient(context);
    const first = await visitor.get<Mentor[]>("/api/mentors");
    expect(first.headers.get("cache-control")).toBe("no-cache");
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^".+"$/);
    const unchanged = await visitor.request("GET", "/api/mentors", undefined, { headers: { "if-none-match": etag } });
    expect(unchanged.status).toBe(304);

    expect((await admin.post(`/api/admin/mentors/${mentor.mentorId}/deactivate`)).status).toBe(204);
    const changed = await visitor.request<Mentor[]>("GET", "/api/mentors", undefined, {
      headers: { "if-none-match": etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.map((listed) => listed._id)).not.toContain(mentor.mentorId);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });
});

describe("moving a session", () => {
  it("is refused when the mentor can no longer take students, and the session stays where it was", async () => {
    const mentor = await mentorWithAccount("Mohan Moved");
    const { client, booking } = await bookedStudent(mentor);
    // a card switched off in the database, beside the ways that cancel its sessions
    await context.deps.db
      .updateTable("mentor")
      .set({ deactivatedAt: new Date().toISOString() })
      .where("id", "=", mentor.mentorId)
      .execute();
    const moved = await client.post(`/api/bookings/${booking.id}/reschedule`, { date: inDays(3), time: "12:00" });
    expect(moved.status).toBe(409);
    expect(moved.body).toMatchObject({
      error: {
        message: "This mentor can no longer take sessions, so the session cannot be moved. Please book another mentor.",
      },
    });
    expect((await myBooking(client, booking.id))?.startsAt).toBe(booking.startsAt);
  });

  it("is refused once an admin deactivated the card, which cancelled the session", async () => {
    const mentor = await mentorWithAccount("Meena Moved");
    const { client, booking } = await bookedStudent(mentor);
    expect((await admin.post(`/api/admin/mentors/${mentor.mentorId}/deactivate`)).status).toBe(204);
    const moved = await client.post(`/api/bookings/${booking.id}/reschedule`, { date: inDays(3), time: "12:00" });
    expect(moved.status).toBe(409);
    expect((await myBooking(client, booking.id))?.startsAt).toBe(booking.startsAt);
  });
});
