import {
  type AvailabilityInput,
  type Booking,
  type Mentor,
  type MentorConsoleResponse,
  type MentorSessionsResponse,
  type MentorSlotsResponse,
  type MyBookingsResponse,
  WEEKDAYS,
  type WeeklyHours,
  addDays,
  istDate,
} from "@disha/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantRole } from "../../lib/roles.ts";
import { createTestContext, type TestContext } from "../../testing/test-server.ts";
import { TestClient } from "../../testing/test-client.ts";
import { setSessionNotes } from "../bookings/index.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

const inDays = (days: number) => addDays(istDate(new Date()), days);

async function mentorAccount(name = "Kavya Menon") {
  const client = new TestClient(context);
  const user = await client.signUp(name);
  await grantRole(context.deps.db, user.id, "mentor");
  const view = await client.get<MentorConsoleResponse>("/api/mentor-console");
  expect(view.status).toBe(200);
  return { client, user, mentorId: view.body.mentor.id, view: view.body };
}

async function student(name = "Test Student") {
  const client = new TestClient(context);
  const user = await client.signUp(name);
  return { client, user };
}

const closedWeek = Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as WeeklyHours;

describe("a mentor's console", () => {
  it("is for accounts with the mentor role: a student gets 403, a mentor their own new card with the default rules", async () => {
    const { client } = await student();
    expect((await client.get("/api/mentor-console")).status).toBe(403);
    const { view, user } = await mentorAccount("Rohan Das");
    expect(view.mentor).toMatchObject({ name: "Rohan Das", meetingUrl: null });
    expect(view.isDefault).toBe(true);
    const row = await context.deps.db
      .selectFrom("mentor")
      .selectAll()
      .where("id", "=", view.mentor.id)
      .executeTakeFirst();
    expect(row).toMatchObject({ userId: user.id, isDemo: 0 });
  });

  it("sets weekly hours, session length, buffer and days off, and the public slots follow them", async () => {
    const { client, mentorId } = await mentorAccount();
    const date = inDays(5);
    const weekday = WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;
    const rules: AvailabilityInput = {
      weeklyHours: { ...closedWeek, [weekday]: [{ start: "16:00", end: "18:00" }] },
      daysOff: [inDays(12)],
      sessionMinutes: 45,
      bufferMinutes: 15,
      minimumNoticeMinutes: 180,
      bookingWindowDays: 30,
    };
    const saved = await client.request<MentorConsoleResponse>("PUT", "/api/mentor-console/availability", rules);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ isDefault: false, availability: rules });

    const slots = await new TestClient(context).get<MentorSlotsResponse>(`/api/mentors/${mentorId}/slots?date=${date}`);
    expect(slots.body).toMatchObject({ durationMinutes: 45, dayOff: false });
    expect(slots.body.slots.map((slot) => slot.time)).toEqual(["16:00", "17:00"]);
    const dayOff = await new TestClient(context).get<MentorSlotsResponse>(
      `/api/mentors/${mentorId}/slots?date=${inDays(12)}`,
    );
    expect(dayOff.body).toMatchObject({ dayOff: true, slots: [] });
    expect((await new TestClient(context).get(`/api/mentors/${mentorId}/slots?date=${inDays(31)}`)).status).toBe(400);

    const { client: booker } = await student();
    expect((await booker.post("/api/book", { mentorId, date, time: "16:30" })).status).toBe(400);
    const booked = await booker.post<Booking>("/api/book", { mentorId, date, time: "17:00" });
    expect(booked.status).toBe(201);
    expect(booked.body.durationMinutes).toBe(45);
  });

  it("refuses bad rules with field messages and keeps the old ones", async () => {
    const { client } = await mentorAccount();
    const bad = await client.request("PUT", "/api/mentor-console/availability", {
      weeklyHours: { ...closedWeek, mon: [{ start: "18:00", end: "09:00" }] },
      daysOff: ["2031-02-30"],
      sessionMinutes: 5,
      bufferMinutes: 0,
      minimumNoticeMinutes: 0,
      bookingWindowDays: 30,
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      error: {
        fields: {
          "weeklyHours.mon.0.end": "The end must be after the start.",
          "daysOff.0": "Choose a real date, written YYYY-MM-DD.",
          sessionMinutes: "Enter a number from 15 to 120.",
        },
      },
    });
    expect((await client.get<MentorConsoleResponse>("/api/mentor-console")).body.isDefault).toBe(true);
  });

  it("lists sessions with the student's name and note; a meeting link reaches only the student who booked", async () => {
    const { client, mentorId } = await mentorAccount();
    const { client: booker } = await student("Anjali Verma");
    const booking = (
      await booker.post<Booking>("/api/book", { mentorId, date: inDays(3), time: "11:00", note: "NEET or B.Sc?" })
    ).body;

    const sessions = await client.get<MentorSessionsResponse>("/api/mentor-console/bookings");
    expect(sessions.body.upcoming).toEqual([
      expect.objectContaining({ id: booking.id, studentName: "Anjali Verma", studentNote: "NEET or B.Sc?" }),
    ]);

    const link = await client.request("PUT", "/api/mentor-console/meeting-link", {
      meetingUrl: "https://meet.example.org/kavya",
    });
    expect(link.status).toBe(200);
    const mine = async () => (await booker.get<MyBookingsResponse>("/api/bookings")).body.bookings[0];
    expect((await mine())?.meetingUrl).toBe("https://meet.example.org/kavya");
    const own = await client.request("PUT", `/api/mentor-console/bookings/${booking.id}/meeting-link`, {
      meetingUrl: "https://meet.example.org/anjali-only",
    });
    expect(own.status).toBe(204);
    expect((await mine())?.meetingUrl).toBe("https://meet.example.org/anjali-only");
    const ics = await booker.get<string>(`/api/bookings/${booking.id}/calendar.ics`);
    expect(ics.body).toContain("LOCATION:https://meet.example.org/anjali-only");
    expect(ics.body).toContain("SEQUENCE:1");
    // not on the public card
    const listed = (await new TestClient(context).get<Mentor[]>("/api/mentors")).body;
    expect(JSON.stringify(listed)).not.toContain("meet.example.org");
    const http = await client.request("PUT", "/api/mentor-console/meeting-link", { meetingUrl: "http://insecure" });
    expect(http.status).toBe(400);
  });

  it("takes session notes only once the session has begun, and the student reads them", async () => {
    const { client, mentorId } = await mentorAccount();
    const { client: booker } = await student();
    const booking = (await booker.post<Booking>("/api/book", { mentorId, date: inDays(2), time: "10:00" })).body;
    const early = await client.request("PUT", `/api/mentor-console/bookings/${booking.id}/notes`, {
      notes: "Too soon",
    });
    expect(early.status).toBe(409);

    // the clock moves past the start: the service takes it injected
    await setSessionNotes(
      context.deps.db,
      mentorId,
      booking.id,
      "Look at the AIIMS B.Sc Nursing syllabus.",
      new Date(Date.parse(booking.startsAt) + 40 * 60_000),
    );
    const mine = (await booker.get<MyBookingsResponse>("/api/bookings")).body.bookings;
    expect(mine[0]?.sessionNotes).toBe("Look at the AIIMS B.Sc Nursing syllabus.");
  });
});

describe("demo mentors", () => {
  it("a production start seeds no made-up mentors unless DEMO_DATA=1", async () => {
    const production = await createTestContext({ NODE_ENV: "production" });
    try {
      expect((await new TestClient(production).get<Mentor[]>("/api/mentors")).body).toEqual([]);
    } finally {
      await production.close();
    }
    const demo = await createTestContext({ NODE_ENV: "production", DEMO_DATA: "1" });
    try {
      expect((await new TestClient(demo).get<Mentor[]>("/api/mentors")).body.length).toBeGreaterThanOrEqual(30);
      const rows = await demo.deps.db.selectFrom("mentor").select("isDemo").execute();
      expect(rows.every((row) => row.isDemo === 1)).toBe(true);
    } finally {
      await demo.close();
    }
  });
});
