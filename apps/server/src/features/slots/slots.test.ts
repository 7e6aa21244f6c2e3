import { type Mentor, type MentorSlotsResponse, addDays, istDate } from "@disha/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JsonText } from "../../lib/access.ts";
import { createTestContext, type TestContext } from "../../testing/test-server.ts";
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
    const first = await anonymousMentorSlots(db, mentor._id, date, now);
    expect(await anonymousMentorSlots(db, mentor._id, date, now)).toBe(first);
    // the same answer a student with no sessions gets
    expect(JSON.parse(first.text)).toEqual(await mentorSlots(db, mentor._id, date, "no-such-student", now));

    // a booking through the API: the next answer reads it
    const booker = new TestClient(context);
    await booker.signUp();
    expect((await booker.post("/api/book", { mentorId: mentor._id, date, time: "10:00" })).status).toBe(201);
    const afterBooking = await anonymousMentorSlots(db, mentor._id, date, now);
    expect(afterBooking).not.toBe(first);
    const slotsOf = (json: JsonText) => (JSON.parse(json.text) as MentorSlotsResponse).slots;
    expect(slotsOf(afterBooking).find((slot) => slot.time === "10:00")).toMatchObject({ taken: true });

    // new hours: 45-minute sessions
    const { rules } = await availabilityOf(db, mentor._id, { fromDate: date });
    await saveAvailability(db, mentor._id, { ...rules, sessionMinutes: 45 });
    const afterNewHours = await anonymousMentorSlots(db, mentor._id, date, now);
    expect(JSON.parse(afterNewHours.text)).toMatchObject({ durationMinutes: 45 });

    // 09:00 India time comes within the hour's notice at 08:00: a minute later it is past
    const later = new Date(`${date}T02:31:00.000Z`);
    expect(slotsOf(await anonymousMentorSlots(db, mentor._id, date, later))[0]).toMatchObject({
      time: "09:00",
      past: true,
    });
    // and an answer is never reused for a moment before the one it was made at
    expect(slotsOf(await anonymousMentorSlots(db, mentor._id, date, now))[0]).toMatchObject({ past: false });
    await saveAvailability(db, mentor._id, rules);
  });
});
