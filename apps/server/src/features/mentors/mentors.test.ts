import { mentorSeeds, workshops } from "@disha/content";
import { type Mentor, type MentorSlotsResponse, SLOT_TIMES, addDays, istDate } from "@disha/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed } from "../../lib/db/seed.ts";
import { createTestContext, type TestContext } from "../../testing/test-server.ts";
import { TestClient } from "../../testing/test-client.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

const inDays = (days: number) => addDays(istDate(new Date()), days);

async function listMentors(): Promise<Mentor[]> {
  const response = await new TestClient(context).get<Mentor[]>("/api/mentors");
  expect(response.status).toBe(200);
  return response.body;
}

describe("GET /api/mentors", () => {
  it("lists the 30+ seeded mentors publicly, with the prototype's fields and what the page shows", async () => {
    const mentors = await listMentors();
    expect(mentors.length).toBeGreaterThanOrEqual(30);
    expect(mentors).toHaveLength(mentorSeeds.length);
    const priya = mentors.find((mentor) => mentor.name === "Dr. Priya Nair");
    expect(priya).toEqual({
      _id: expect.any(String) as unknown,
      name: "Dr. Priya Nair",
      profileUrl: expect.stringMatching(/^\/api\/mentors\/[^/]+\/avatar\.svg\?v=\w+$/) as unknown,
      photoUrl: null,
      about: expect.stringContaining("NEET") as unknown,
      stream: "science",
      topics: ["NEET preparation", "MBBS life", "medical specialisations"],
      languages: ["English"],
    });
  });

  it("serves each mentor's avatar as a locally made SVG with their initials and a long cache life", async () => {
    const priya = (await listMentors()).find((mentor) => mentor.name === "Dr. Priya Nair");
    const response = await context.app.request(`http://localhost:3000${priya?.profileUrl ?? ""}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain(">PN</text>");
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    expect((await context.app.request("http://localhost:3000/api/mentors/nobody/avatar.svg")).status).toBe(404);
  });
});

describe("GET /api/mentors/:id/slots", () => {
  it("lists the day's half-hour slots from 09:00 to 19:30 India time, marking taken ones and the student's own clashes", async () => {
    const [first, second] = await listMentors();
    if (!first || !second) throw new Error("no mentors");
    const date = inDays(2);
    const booker = new TestClient(context);
    await booker.signUp();
    expect((await booker.post("/api/book", { mentorId: first._id, date, time: "14:30" })).status).toBe(201);

    const anonymous = await new TestClient(context).get<MentorSlotsResponse>(
      `/api/mentors/${first._id}/slots?date=${date}`,
    );
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.timeZone).toBe("Asia/Kolkata");
    expect(anonymous.body.slots.map((slot) => slot.time)).toEqual(SLOT_TIMES);
    expect(SLOT_TIMES).toHaveLength(22);
    expect(anonymous.body.slots[0]).toEqual({
      time: "09:00",
      startsAt: new Date(`${date}T03:30:00.000Z`).toISOString(),
      taken: false,
      past: false,
      clash: false,
      available: true,
    });
    const taken = anonymous.body.slots.filter((slot) => !slot.available).map((slot) => slot.time);
    expect(taken).toEqual(["14:30"]);

    // the same time with another mentor is unavailable to the student who already has it
    const own = await booker.get<MentorSlotsResponse>(`/api/mentors/${second._id}/slots?date=${date}`);
    const clash = own.body.slots.find((slot) => slot.time === "14:30");
    expect(clash).toMatchObject({ taken: false, clash: true, available: false });
  });

  it("marks every slot of a past day as past", async () => {
    const [mentor] = await listMentors();
    const response = await new TestClient(context).get<MentorSlotsResponse>(
      `/api/mentors/${mentor?._id}/slots?date=${inDays(-1)}`,
    );
    expect(response.status).toBe(200);
    expect(response.body.slots.every((slot) => slot.past && !slot.available)).toBe(true);
  });

  it("answers 400 for a bad or missing date, or one beyond the booking window, and 404 for an unknown mentor", async () => {
    const [mentor] = await listMentors();
    const client = new TestClient(context);
    for (const query of ["?date=2031-13-01", "?date=tomorrow", ""]) {
      const response = await client.get(`/api/mentors/${mentor?._id}/slots${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body).toMatchObject({
        error: { code: "validation_failed", fields: { date: expect.any(String) as unknown } },
      });
    }
    expect((await client.get(`/api/mentors/${mentor?._id}/slots?date=${inDays(61)}`)).status).toBe(400);
    expect((await client.get(`/api/mentors/nobody/slots?date=${inDays(1)}`)).status).toBe(404);
  });
});

describe("the catalogue seed", () => {
  it("adds only missing slugs on a later start and leaves existing rows and user data alone", async () => {
    const { db } = context.deps;
    const before = await db.selectFrom("mentor").selectAll().orderBy("slug").execute();
    const workshopsBefore = await db.selectFrom("workshop").selectAll().orderBy("slug").execute();
    expect(workshopsBefore).toHaveLength(workshops.length);
    const bookingsBefore = await db.selectFrom("booking").selectAll().execute();
    expect(bookingsBefore.length).toBeGreaterThan(0);

    const booked = new Set(bookingsBefore.map((booking) => booking.mentorId));
    const removed = before.find((mentor) => !booked.has(mentor.id));
    if (!removed) throw new Error("no mentors");
    await db.deleteFrom("mentor").where("id", "=", removed.id).execute();
    const edited = before.find((mentor) => mentor.id !== removed.id);
    await db
      .updateTable("mentor")
      .set({ about: "Edited by an operator." })
      .where("slug", "=", edited?.slug ?? "")
      .execute();
    await seed(db, { demo: true, now: new Date(Date.now() + 90 * 86_400_000) });
    await seed(db, { demo: true });

    const after = await db.selectFrom("mentor").selectAll().orderBy("slug").execute();
    expect(after.map((mentor) => mentor.slug)).toEqual(before.map((mentor) => mentor.slug));
    expect(after.find((mentor) => mentor.slug === edited?.slug)?.about).toBe("Edited by an operator.");
    expect(after.find((mentor) => mentor.slug === removed.slug)?.id).not.toBe(removed.id);
    expect(await db.selectFrom("workshop").selectAll().orderBy("slug").execute()).toEqual(workshopsBefore);
    expect(await db.selectFrom("booking").selectAll().execute()).toEqual(bookingsBefore);
  });

  it("schedules each workshop its days after the seed date at its India start time", async () => {
    const { db } = context.deps;
    const row = await db
      .selectFrom("workshop")
      .selectAll()
      .where("slug", "=", "career-fundamentals")
      .executeTakeFirstOrThrow();
    const seedDay = istDate(new Date());
    // career-fundamentals: 7 days after the seed, 11:00 India time = 05:30 UTC
    expect(row.startsAt).toBe(`${addDays(seedDay, 7)}T05:30:00.000Z`);
  });
});
