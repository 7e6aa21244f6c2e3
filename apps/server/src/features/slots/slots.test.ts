import { type Booking, type Mentor, type MentorSlotsResponse, addDays, istDate, istToUtcIso } from "@disha/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicAnswer } from "../../lib/public-answer.ts";
import { grantRole } from "../../lib/roles.ts";
import { insertBooking } from "../../testing/mail-fixtures.ts";
import { createTestContext, TEST_APP_URL, type TestContext } from "../../testing/test-server.ts";
import { TestClient } from "../../testing/test-client.ts";
import { mentorAnswersChanged } from "../mentors/index.ts";
import { availabilityOf, saveAvailability } from "./queries.ts";
import { anonymousMentorSlots, mentorSlots } from "./service.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

const inDays = (days: number) => addDays(istDate(new Date()), days);

describe("the anonymous slots answer", () => {
  it("is kept while the mentor's rows stay the same, and made afresh after a booking, new hours or a slot's notice", async () => {
    const [, , mentor] = (await new TestClient(context).get<Mentor[]>("/api/mentors")).body;
    if (!mentor) throw new Error("no mentors");
    const { db } = context.deps;
    const date = inDays(3);
    const now = new Date();
    const first = await anonymousMentorSlots(context.deps, mentor._id, date, now);
    expect(await anonymousMentorSlots(context.deps, mentor._id, date, now)).toBe(first);
    // the same answer a student with no sessions gets
    expect(JSON.parse(first.body.toString())).toEqual(await mentorSlots(db, mentor._id, date, "no-such-student", now));

    // a booking through the API: the next answer reads it
    const booker = new TestClient(context);
    await booker.signUp();
    expect((await booker.post("/api/book", { mentorId: mentor._id, date, time: "10:00" })).status).toBe(201);
    const afterBooking = await anonymousMentorSlots(context.deps, mentor._id, date, now);
    expect(afterBooking).not.toBe(first);
    const slotsOf = (answer: PublicAnswer) => (JSON.parse(answer.body.toString()) as MentorSlotsResponse).slots;
    expect(slotsOf(afterBooking).find((slot) => slot.time === "10:00")).toMatchObject({ taken: true });

    // new hours: 45-minute sessions
    const { rules } = await availabilityOf(db, mentor._id, { fromDate: date });
    await saveAvailability(context.deps, mentor._id, { ...rules, sessionMinutes: 45 });
    const afterNewHours = await anonymousMentorSlots(context.deps, mentor._id, date, now);
    expect(JSON.parse(afterNewHours.body.toString())).toMatchObject({ durationMinutes: 45 });

    // 09:00 India time comes within the hour's notice at 08:00: a minute later it is past
    const later = new Date(`${date}T02:31:00.000Z`);
    expect(slotsOf(await anonymousMentorSlots(context.deps, mentor._id, date, later))[0]).toMatchObject({
      time: "09:00",
      past: true,
    });
    // and an answer is never reused for a moment before the one it was made at
    expect(slotsOf(await anonymousMentorSlots(context.deps, mentor._id, date, now))[0]).toMatchObject({ past: false });
    await saveAvailability(context.deps, mentor._id, rules);
  });

  it("answers a conditional request with 304 while the slots are the same, and 200 with a new ETag after a booking", async () => {
    const [, mentor] = (await new TestClient(context).get<Mentor[]>("/api/mentors")).body;
    if (!mentor) throw new Error("no mentors");
    const url = `${TEST_APP_URL}/api/mentors/${mentor._id}/slots?date=${inDays(4)}`;
    const first = await context.app.request(url);
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get("cache-control")).toBe("no-cache");
    const again = await context.app.request(url, { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");

    const booker = new TestClient(context);
    await booker.signUp();
    expect((await booker.post("/api/book", { mentorId: mentor._id, date: inDays(4), time: "11:00" })).status).toBe(201);
    const afterBooking = await context.app.request(url, { headers: { "if-none-match": etag! } });
    expect(afterBooking.status).toBe(200);
    expect(afterBooking.headers.get("etag")).not.toBe(etag);
  });
});

const slotsOf = (answer: PublicAnswer) => (JSON.parse(answer.body.toString()) as MentorSlotsResponse).slots;

async function anonymousSlot(mentorId: string, date: string, time: string) {
  return slotsOf(await anonymousMentorSlots(context.deps, mentorId, date)).find((slot) => slot.time === time);
}

describe("the kept anonymous slots", () => {
  it("read no rows while nothing is written through the app; a student's own slots and the booking read them live", async () => {
    const [, , , mentor] = (await new TestClient(context).get<Mentor[]>("/api/mentors")).body;
    if (!mentor) throw new Error("no mentors");
    const date = inDays(6);
    const first = await anonymousMentorSlots(context.deps, mentor._id, date);
    const elsewhere = await new TestClient(context).signUp("Booked Elsewhere");
    // a booking that did not pass through this node (as if made on another)
    await insertBooking(context.deps, {
      mentorId: mentor._id,
      studentId: elsewhere.id,
      startsAt: new Date(istToUtcIso(date, "12:00")),
    });
    expect(await anonymousMentorSlots(context.deps, mentor._id, date)).toBe(first);
    expect(slotsOf(first).find((slot) => slot.time === "12:00")).toMatchObject({ available: true });

    const student = new TestClient(context);
    await student.signUp();
    const own = await student.get<MentorSlotsResponse>(`/api/mentors/${mentor._id}/slots?date=${date}`);
    expect(own.headers.get("cache-control")).toBe("no-store");
    expect(own.body.slots.find((slot) => slot.time === "12:00")).toMatchObject({ taken: true, available: false });
    expect((await student.post("/api/book", { mentorId: mentor._id, date, time: "12:00" })).status).toBe(409);

    // what every write through the app does: the next answer reads the rows again
    mentorAnswersChanged(context.deps.caches, mentor._id);
    expect(await anonymousSlot(mentor._id, date, "12:00")).toMatchObject({ taken: true });
  });

  it("show at once a booking moved or cancelled by its student, and a session the mentor cancels", async () => {
    const mentorClient = new TestClient(context);
    const account = await mentorClient.signUp("Sunita Slots");
    await grantRole(context.deps.db, account.id, "mentor");
    const { mentor } = (await mentorClient.get<{ mentor: { id: string } }>("/api/mentor-console")).body;
    const date = inDays(5);
    const student = new TestClient(context);
    await student.signUp();

    expect(await anonymousSlot(mentor.id, date, "10:00")).toMatchObject({ available: true });
    const booked = await student.post<Booking>("/api/book", { mentorId: mentor.id, date, time: "10:00" });
    expect(booked.status).toBe(201);
    expect(await anonymousSlot(mentor.id, date, "10:00")).toMatchObject({ taken: true });

    const moved = await student.post(`/api/bookings/${booked.body.id}/reschedule`, { date, time: "11:00" });
    expect(moved.status).toBe(200);
    expect(await anonymousSlot(mentor.id, date, "10:00")).toMatchObject({ available: true });
    expect(await anonymousSlot(mentor.id, date, "11:00")).toMatchObject({ taken: true });

    expect((await student.delete(`/api/bookings/${booked.body.id}`)).status).toBe(200);
    expect(await anonymousSlot(mentor.id, date, "11:00")).toMatchObject({ available: true });

    const again = await student.post<Booking>("/api/book", { mentorId: mentor.id, date, time: "12:00" });
    expect(again.status).toBe(201);
    expect(await anonymousSlot(mentor.id, date, "12:00")).toMatchObject({ taken: true });
    const reason = { reason: "I am unwell that day" };
    expect((await mentorClient.post(`/api/mentor-console/bookings/${again.body.id}/cancel`, reason)).status).toBe(204);
    expect(await anonymousSlot(mentor.id, date, "12:00")).toMatchObject({ available: true });
  });
});
