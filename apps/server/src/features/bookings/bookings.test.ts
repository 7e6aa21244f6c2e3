import { type Booking, type Mentor, type MyBookingsResponse, addDays, istDate } from "@disha/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../testing/test-server.ts";
import { TestClient } from "../../testing/test-client.ts";
import { SLOT_TAKEN_MESSAGE, STUDENT_BUSY_MESSAGE } from "./service.ts";

let context: TestContext;
let mentors: Mentor[];
beforeAll(async () => {
  context = await createTestContext();
  mentors = (await new TestClient(context).get<Mentor[]>("/api/mentors")).body;
});
afterAll(async () => {
  await context.close();
});

/** A date `days` after today in India, so tests never depend on the clock. */
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

async function liveBookings(mentorId: string) {
  return context.deps.db
    .selectFrom("booking")
    .selectAll()
    .where("mentorId", "=", mentorId)
    .where("cancelledAt", "is", null)
    .execute();
}

describe("POST /api/book", () => {
  it("books a free slot for the session user and answers 201 with the booking in India time", async () => {
    const { client } = await student();
    const date = inDays(3);
    const response = await client.post<Booking>("/api/book", { mentorId: mentor(0)._id, date, time: "10:30" });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      mentorId: mentor(0)._id,
      mentorName: mentor(0).name,
      date,
      time: "10:30",
      startsAt: new Date(`${date}T05:00:00.000Z`).toISOString(),
      durationMinutes: 30,
      cancelledAt: null,
    });
  });

  it("gives exactly one of 50 students racing for one slot a 201, the rest 409, and stores one booking", async () => {
    const students = await Promise.all(Array.from({ length: 50 }, () => student()));
    const slot = { mentorId: mentor(1)._id, date: inDays(5), time: "16:00" };
    const responses = await Promise.all(
      students.map(({ client }) => client.post<{ error?: { message: string } }>("/api/book", slot)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(responses.find((response) => response.status === 409)?.body.error?.message).toBe(SLOT_TAKEN_MESSAGE);
    expect(await liveBookings(slot.mentorId)).toHaveLength(1);
  }, 60_000);

  it("refuses a second booking of the same slot with 409 and the reason", async () => {
    const slot = { mentorId: mentor(2)._id, date: inDays(4), time: "09:00" };
    expect((await (await student()).client.post("/api/book", slot)).status).toBe(201);
    const second = await (await student()).client.post("/api/book", slot);
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ error: { code: "conflict", message: SLOT_TAKEN_MESSAGE } });
  });

  it("does not let a student hold two sessions at the same time, with different mentors", async () => {
    const { client } = await student();
    const date = inDays(6);
    expect((await client.post("/api/book", { mentorId: mentor(3)._id, date, time: "11:00" })).status).toBe(201);
    const clash = await client.post("/api/book", { mentorId: mentor(4)._id, date, time: "11:00" });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ error: { message: STUDENT_BUSY_MESSAGE } });
    expect(await liveBookings(mentor(4)._id)).toHaveLength(0);
    expect((await client.post("/api/book", { mentorId: mentor(4)._id, date, time: "11:30" })).status).toBe(201);
  });

  it("answers 401 to an anonymous caller and stores nothing", async () => {
    const slot = { mentorId: mentor(5)._id, date: inDays(3), time: "12:00" };
    const response = await new TestClient(context).post("/api/book", slot);
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ error: { code: "unauthenticated" } });
    expect(await liveBookings(slot.mentorId)).toHaveLength(0);
  });

  it("answers 403 when the body names another user, and accepts the session user's own id", async () => {
    const { client, user } = await student();
    const other = await student();
    const slot = { mentorId: mentor(5)._id, date: inDays(3), time: "12:30" };
    const forOther = await client.post("/api/book", { ...slot, userId: other.user.id });
    expect(forOther.status).toBe(403);
    expect(forOther.body).toMatchObject({
      error: { code: "forbidden", message: "You can only book sessions for yourself." },
    });
    expect(await liveBookings(slot.mentorId)).toHaveLength(0);
    expect((await client.post("/api/book", { ...slot, userId: user.id })).status).toBe(201);
  });

  it("answers 404 for a mentor that does not exist", async () => {
    const { client } = await student();
    const response = await client.post("/api/book", { mentorId: "no-such-mentor", date: inDays(3), time: "10:00" });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ error: { message: "We could not find that mentor." } });
  });

  it.each([
    ["an impossible date", { date: "2031-02-30", time: "10:00" }, "date", "Choose a real date, written YYYY-MM-DD."],
    [
      "a date in another format",
      { date: "30/06/2031", time: "10:00" },
      "date",
      "Choose a real date, written YYYY-MM-DD.",
    ],
    ["a missing date", { time: "10:00" }, "date", "Please select date and time."],
    ["a missing time", { date: "2031-06-30" }, "time", "Please select date and time."],
    [
      "a time with seconds",
      { date: "2031-06-30", time: "10:00:00" },
      "time",
      "Choose a time written HH:MM, India time.",
    ],
    ["a time past midnight", { date: "2031-06-30", time: "24:30" }, "time", "Choose a time written HH:MM, India time."],
  ])("answers 400 with a field message for %s", async (_case, slot, field, message) => {
    const { client } = await student();
    const response = await client.post("/api/book", { mentorId: mentor(6)._id, ...slot });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { code: "validation_failed", fields: { [field]: message } } });
  });

  it.each([
    ["a quarter past", "10:15"],
    ["a slot before the mentor's hours", "08:30"],
    ["a slot starting when the hours end", "20:00"],
  ])("answers 400 for %s, a time the mentor does not offer", async (_case, time) => {
    const { client } = await student();
    const response = await client.post("/api/book", { mentorId: mentor(6)._id, date: inDays(3), time });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      error: {
        code: "validation_failed",
        fields: { time: "This mentor does not offer a session at that time. Please pick one of the free times shown." },
      },
    });
  });

  it("answers 400 for a time that has passed and for a date beyond the booking window", async () => {
    const { client } = await student();
    const past = await client.post("/api/book", { mentorId: mentor(6)._id, date: inDays(-1), time: "19:30" });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ error: { message: "That time has already passed. Please pick a later slot." } });
    const tooFar = await client.post("/api/book", { mentorId: mentor(6)._id, date: inDays(61), time: "10:00" });
    expect(tooFar.status).toBe(400);
    expect(tooFar.body).toMatchObject({ error: { fields: { date: "Sessions can be booked up to 60 days ahead." } } });
    expect(await liveBookings(mentor(6)._id)).toHaveLength(0);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const { client } = await student();
    const response = await client.request("POST", "/api/book", "{not json", {
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { code: "invalid_json" } });
  });
});

describe("GET /api/bookings and DELETE /api/bookings/:id", () => {
  it("lists only the session user's live bookings, soonest first", async () => {
    const { client } = await student();
    const other = await student();
    await client.post("/api/book", { mentorId: mentor(7)._id, date: inDays(9), time: "15:00" });
    await client.post("/api/book", { mentorId: mentor(8)._id, date: inDays(8), time: "15:00" });
    await other.client.post("/api/book", { mentorId: mentor(7)._id, date: inDays(8), time: "17:00" });

    const response = await client.get<MyBookingsResponse>("/api/bookings");
    expect(response.status).toBe(200);
    expect(response.body.bookings.map((booking) => [booking.mentorName, booking.date, booking.time])).toEqual([
      [mentor(8).name, inDays(8), "15:00"],
      [mentor(7).name, inDays(9), "15:00"],
    ]);
    expect(response.body.registrations).toEqual([]);
    expect((await new TestClient(context).get("/api/bookings")).status).toBe(401);
  });

  it("lets the owner cancel, which frees the slot for another student", async () => {
    const owner = await student();
    const slot = { mentorId: mentor(9)._id, date: inDays(10), time: "18:30" };
    const booked = await owner.client.post<Booking>("/api/book", slot);
    const next = await student();
    expect((await next.client.post("/api/book", slot)).status).toBe(409);

    const cancelled = await owner.client.delete<Booking>(`/api/bookings/${booked.body.id}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.cancelledAt).toEqual(expect.any(String));
    expect((await owner.client.get<MyBookingsResponse>("/api/bookings")).body.bookings).toEqual([]);

    expect((await next.client.post("/api/book", slot)).status).toBe(201);
    expect(await liveBookings(slot.mentorId)).toHaveLength(1);
  });

  it("answers 403 to someone cancelling another student's booking, 404 for an unknown one, 401 anonymously", async () => {
    const owner = await student();
    const booked = await owner.client.post<Booking>("/api/book", {
      mentorId: mentor(10)._id,
      date: inDays(11),
      time: "13:00",
    });
    const intruder = await student();
    const refused = await intruder.client.delete(`/api/bookings/${booked.body.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { code: "forbidden" } });
    expect((await intruder.client.delete("/api/bookings/no-such-booking")).status).toBe(404);
    expect((await new TestClient(context).delete(`/api/bookings/${booked.body.id}`)).status).toBe(401);
    expect(await liveBookings(mentor(10)._id)).toHaveLength(1);
  });
});
