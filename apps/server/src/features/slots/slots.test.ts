import { type Mentor, type MentorSlotsResponse, addDays, istDate } from "@disha/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicAnswer } from "../../lib/public-answer.ts";
import { createTestContext, TEST_APP_URL, type TestContext } from "../../testing/test-server.ts";
import { TestClient } from "../../testing/test-client.ts";
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
