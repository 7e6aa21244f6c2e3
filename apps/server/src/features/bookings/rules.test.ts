import {
  type Booking,
  type Mentor,
  type MentorSlotsResponse,
  type MyBookingsResponse,
  addDays,
  istDate,
} from "@disha/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantRole } from "../../lib/roles.ts";
import { createTestContext, type TestContext } from "../../testing/test-server.ts";
import { TestClient } from "../../testing/test-client.ts";
import {
  CAP_MESSAGE,
  MAX_UPCOMING_PER_STUDENT,
  SLOT_TAKEN_MESSAGE,
  cancelBooking,
  rescheduleBooking,
} from "./service.ts";

let context: TestContext;
let mentors: Mentor[];
beforeAll(async () => {
  context = await createTestContext();
  mentors = (await new TestClient(context).get<Mentor[]>("/api/mentors")).body;
});
afterAll(async () => {
  await context.close();
});

const inDays = (days: number) => addDays(istDate(new Date()), days);

function mentor(index: number): Mentor {
  const found = mentors[index];
  if (!found) throw new Error(`no mentor ${index}`);
  return found;
}

async function student() {
  const client = new TestClient(context);
  const user = await client.signUp();
  return { client, user };
}

async function book(client: TestClient, mentorId: string, date: string, time: string) {
  const response = await client.post<Booking>("/api/book", { mentorId, date, time });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** The calendar file's lines as name -> value (the first of each name). */
async function calendarOf(client: TestClient, bookingId: string) {
  const response = await client.get<string>(`/api/bookings/${bookingId}/calendar.ics`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/calendar/);
  const fields = new Map<string, string>();
  for (const line of response.body.split(/\r?\n/)) {
    const at = line.indexOf(":");
    if (at > 0 && !fields.has(line.slice(0, at))) fields.set(line.slice(0, at), line.slice(at + 1));
  }
  return fields;
}

describe("at most 5 upcoming sessions per student", () => {
  it("refuses the sixth with 409 and says why, and takes one again after a cancel", async () => {
    const { client } = await student();
    const booked: Booking[] = [];
    for (let index = 0; index < MAX_UPCOMING_PER_STUDENT; index++) {
      booked.push(await book(client, mentor(11)._id, inDays(3), ["09:00", "09:30", "10:00", "10:30", "11:00"][index]!));
    }
    const sixth = await client.post("/api/book", { mentorId: mentor(12)._id, date: inDays(3), time: "15:00" });
    expect(sixth.status).toBe(409);
    expect(sixth.body).toEqual({ error: { code: "conflict", message: CAP_MESSAGE } });
    expect(CAP_MESSAGE).toContain("5 upcoming sessions");

    expect((await client.delete(`/api/bookings/${booked[0]!.id}`)).status).toBe(200);
    expect((await client.post("/api/book", { mentorId: mentor(12)._id, date: inDays(3), time: "15:00" })).status).toBe(
      201,
    );
  });

  it("holds under a race: 10 bookings at once from one student leave exactly 5", async () => {
    const { client } = await student();
    const times = ["09:00", "09:30", "10:00", "10:30", "11:00", "11:30", "12:00", "12:30", "13:00", "13:30"];
    const responses = await Promise.all(
      times.map((time) => client.post("/api/book", { mentorId: mentor(13)._id, date: inDays(4), time })),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(5);
    expect(responses.filter((response) => response.status === 409)).toHaveLength(5);
    expect((await client.get<MyBookingsResponse>("/api/bookings")).body.bookings).toHaveLength(5);
  }, 30_000);
});

describe("POST /api/bookings/:id/reschedule", () => {
  it("moves the booking to a free slot, frees the old one, and keeps the calendar UID", async () => {
    const owner = await student();
    const booking = await book(owner.client, mentor(14)._id, inDays(5), "10:00");
    const before = await calendarOf(owner.client, booking.id);
    expect(before.get("METHOD")).toBe("PUBLISH");
    expect(before.get("SEQUENCE")).toBe("0");

    const moved = await owner.client.post<Booking>(`/api/bookings/${booking.id}/reschedule`, {
      date: inDays(6),
      time: "17:30",
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: booking.id, date: inDays(6), time: "17:30", cancelledAt: null });

    const slots = (
      await owner.client.get<MentorSlotsResponse>(`/api/mentors/${mentor(14)._id}/slots?date=${inDays(5)}`)
    ).body.slots;
    expect(slots.find((slot) => slot.time === "10:00")).toMatchObject({ taken: false, available: true });
    expect(
      (await (await student()).client.post("/api/book", { mentorId: mentor(14)._id, date: inDays(5), time: "10:00" }))
        .status,
    ).toBe(201);
    const taken = await (
      await student()
    ).client.post("/api/book", { mentorId: mentor(14)._id, date: inDays(6), time: "17:30" });
    expect(taken.status).toBe(409);

    const after = await calendarOf(owner.client, booking.id);
    expect(after.get("UID")).toBe(before.get("UID"));
    expect(after.get("SEQUENCE")).toBe("1");
    expect(after.get("DTSTART")).not.toBe(before.get("DTSTART"));

    expect((await owner.client.delete(`/api/bookings/${booking.id}`)).status).toBe(200);
    const cancelled = await calendarOf(owner.client, booking.id);
    expect(cancelled.get("UID")).toBe(before.get("UID"));
    expect(cancelled.get("METHOD")).toBe("CANCEL");
    expect(cancelled.get("STATUS")).toBe("CANCELLED");
    expect(cancelled.get("SEQUENCE")).toBe("2");
  });

  it("refuses a slot that is taken (409) or not offered (400), and leaves the booking where it was", async () => {
    const owner = await student();
    const other = await student();
    const booking = await book(owner.client, mentor(15)._id, inDays(5), "10:00");
    await book(other.client, mentor(15)._id, inDays(5), "11:00");
    const taken = await owner.client.post(`/api/bookings/${booking.id}/reschedule`, { date: inDays(5), time: "11:00" });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: { message: SLOT_TAKEN_MESSAGE } });
    const offHours = await owner.client.post(`/api/bookings/${booking.id}/reschedule`, {
      date: inDays(5),
      time: "21:00",
    });
    expect(offHours.status).toBe(400);
    const bad = await owner.client.post(`/api/bookings/${booking.id}/reschedule`, { date: "soon" });
    expect(bad.status).toBe(400);
    const mine = (await owner.client.get<MyBookingsResponse>("/api/bookings")).body.bookings;
    expect(mine.map((found) => [found.date, found.time])).toEqual([[inDays(5), "10:00"]]);
  });

  it("gives one of 50 students racing to move into one slot a 200, the rest 409, and frees only the winner's old slot", async () => {
    const target = { date: inDays(9), time: "17:00" };
    const mentorId = mentor(16)._id;
    const starts = Array.from({ length: 50 }, (_, index) => ({
      date: inDays(7 + Math.floor(index / 20)),
      time: `${String(9 + Math.floor((index % 20) / 2)).padStart(2, "0")}:${index % 2 === 0 ? "00" : "30"}`,
    }));
    const students = await Promise.all(starts.map(() => student()));
    const bookings = await Promise.all(
      students.map(({ client }, index) => book(client, mentorId, starts[index]!.date, starts[index]!.time)),
    );
    const responses = await Promise.all(
      students.map(({ client }, index) => client.post(`/api/bookings/${bookings[index]!.id}/reschedule`, target)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);

    const live = await context.deps.db
      .selectFrom("booking")
      .select(["id", "startsAt"])
      .where("mentorId", "=", mentorId)
      .where("cancelledAt", "is", null)
      .execute();
    expect(live).toHaveLength(50);
    const winner = bookings[statuses.indexOf(200)]!;
    const atTarget = live.filter(
      (row) => row.startsAt === new Date(`${target.date}T${target.time}:00+05:30`).toISOString(),
    );
    expect(atTarget.map((row) => row.id)).toEqual([winner.id]);
    expect(live.some((row) => row.startsAt === winner.startsAt)).toBe(false);
    // every loser still holds their own slot
    for (const booking of bookings.filter((found) => found.id !== winner.id)) {
      expect(live.find((row) => row.id === booking.id)?.startsAt).toBe(booking.startsAt);
    }
  }, 90_000);
});

describe("the change cut-off, on an injected clock", () => {
  it("lets a student reschedule or cancel until 12 hours before, and not after", async () => {
    const { client } = await student();
    const booking = await book(client, mentor(17)._id, inDays(10), "15:00");
    const start = Date.parse(booking.startsAt);
    const hoursBefore = (hours: number) => new Date(start - hours * 3600_000);

    await expect(
      rescheduleBooking(context.deps, booking.id, { date: inDays(10), time: "16:00" }, hoursBefore(11)),
    ).rejects.toMatchObject({ status: 409, message: expect.stringContaining("12 hours") as unknown });
    await expect(cancelBooking(context.deps, booking.id, hoursBefore(11.9))).rejects.toMatchObject({ status: 409 });

    const moved = await rescheduleBooking(
      context.deps,
      booking.id,
      { date: inDays(10), time: "16:00" },
      hoursBefore(13),
    );
    expect(moved.time).toBe("16:00");
    const cancelled = await cancelBooking(
      context.deps,
      booking.id,
      new Date(Date.parse(moved.startsAt) - 12.5 * 3600_000),
    );
    expect(cancelled.cancelledAt).toEqual(expect.any(String));
  });

  it("takes the cut-off from BOOKING_CHANGE_CUTOFF_HOURS", async () => {
    const { client } = await student();
    const booking = await book(client, mentor(17)._id, inDays(11), "15:00");
    const deps = { ...context.deps, env: { ...context.deps.env, BOOKING_CHANGE_CUTOFF_HOURS: 48 } };
    const dayBefore = new Date(Date.parse(booking.startsAt) - 24 * 3600_000);
    await expect(cancelBooking(deps, booking.id, dayBefore)).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining("48 hours") as unknown,
    });
    expect(booking.changeable).toBe(true);
  });
});

describe("the mentor's side", () => {
  async function mentorAccount() {
    const client = new TestClient(context);
    const user = await client.signUp("Meera Iyer");
    await grantRole(context.deps.db, user.id, "mentor");
    const view = await client.get<{ mentor: { id: string } }>("/api/mentor-console");
    expect(view.status).toBe(200);
    return { client, mentorId: view.body.mentor.id };
  }

  it("a mentor cancels with a reason; the student sees who cancelled and why, and the calendar file cancels", async () => {
    const { client: mentorClient, mentorId } = await mentorAccount();
    const { client } = await student();
    const booking = await book(client, mentorId, inDays(4), "12:00");

    const other = await mentorAccount();
    const notTheirs = await other.client.post(`/api/mentor-console/bookings/${booking.id}/cancel`, { reason: "x" });
    expect(notTheirs.status).toBe(404);
    expect((await mentorClient.post(`/api/mentor-console/bookings/${booking.id}/cancel`, { reason: " " })).status).toBe(
      400,
    );

    const cancelled = await mentorClient.post(`/api/mentor-console/bookings/${booking.id}/cancel`, {
      reason: "I have to travel that day.",
    });
    expect(cancelled.status).toBe(204);
    const mine = (await client.get<MyBookingsResponse>("/api/bookings")).body.bookings;
    expect(mine).toEqual([
      expect.objectContaining({
        id: booking.id,
        cancelledBy: "mentor",
        cancelReason: "I have to travel that day.",
        changeable: false,
        meetingUrl: null,
      }),
    ]);
    expect((await calendarOf(client, booking.id)).get("METHOD")).toBe("CANCEL");
    // and the slot is free again
    expect(
      (await (await student()).client.post("/api/book", { mentorId, date: inDays(4), time: "12:00" })).status,
    ).toBe(201);
  });

  it("the mentor sees a student's cancel in their console", async () => {
    const { client: mentorClient, mentorId } = await mentorAccount();
    const { client } = await student();
    const booking = await book(client, mentorId, inDays(4), "13:00");
    await client.delete(`/api/bookings/${booking.id}`);
    const sessions = await mentorClient.get<{ upcoming: { id: string; cancelledBy: string | null }[] }>(
      "/api/mentor-console/bookings",
    );
    expect(sessions.body.upcoming).toEqual([expect.objectContaining({ id: booking.id, cancelledBy: "student" })]);
  });
});

describe("GET /api/workshops/registrations/:id/calendar.ics", () => {
  it("gives the registered student the workshop's calendar file, and nobody else", async () => {
    const { client, user } = await student();
    const workshops = (await client.get<{ slug: string; hasStarted: boolean }[]>("/api/workshops")).body;
    const open = workshops.find((workshop) => !workshop.hasStarted);
    if (!open) throw new Error("no open workshop");
    const registered = await client.post<{ id: string }>(`/api/workshops/${open.slug}/registrations`, {
      name: "Asha",
      phoneNumber: "9876543210",
      gender: "FEMALE",
      email: user.email,
      subject: "Science",
    });
    expect(registered.status).toBe(201);
    const file = await client.get<string>(`/api/workshops/registrations/${registered.body.id}/calendar.ics`);
    expect(file.status).toBe(200);
    expect(file.body).toContain(`UID:registration-${registered.body.id}@localhost`);
    expect(file.body).toContain("METHOD:PUBLISH");
    const stranger = await (
      await student()
    ).client.get(`/api/workshops/registrations/${registered.body.id}/calendar.ics`);
    expect(stranger.status).toBe(403);
  });
});
