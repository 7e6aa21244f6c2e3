import {
  type ApiError,
  type AvailabilityInput,
  type Booking,
  MENTOR_PHOTO_MAX_BYTES,
  type Mentor,
  type MentorCardInput,
  type MentorConsoleResponse,
  type MentorSessionsResponse,
  type MentorSlotsResponse,
  type MyBookingsResponse,
  WEEKDAYS,
  type WeeklyHours,
  addDays,
  istDate,
} from "@disha/shared";
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantRole } from "../../lib/roles.ts";
import { createTestContext, TEST_APP_URL, type TestContext } from "../../testing/test-server.ts";
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

describe("a mentor's public card", () => {
  const card: MentorCardInput = {
    name: "Kavya Menon",
    about: "Nurse at a district hospital in Thrissur for nine years; happy to talk about B.Sc Nursing.",
    stream: "science",
    topics: ["B.Sc Nursing", "hospital work"],
    languages: ["Malayalam", "English", "Hindi"],
  };
  // the stored photo, wherever the file store keeps it (the database in these tests)
  const storedPhoto = async (mentorId: string) =>
    (await context.deps.files.get(`mentor-photos/${mentorId}.webp`))?.bytes;
  const listed = async (mentorId: string) =>
    (await new TestClient(context).get<Mentor[]>("/api/mentors")).body.find((mentor) => mentor._id === mentorId);
  const upload = (client: TestClient, bytes: Uint8Array | string, type = "image/png") =>
    client.request<MentorConsoleResponse | ApiError>("PUT", "/api/mentor-console/photo", bytes, {
      headers: { "content-type": type },
    });
  const png = (width = 640, height = 480, background = "#0f766e") =>
    sharp({ create: { width, height, channels: 3, background } })
      .png()
      .toBuffer();

  it("is edited by its mentor, and the public list shows the change at once", async () => {
    const { client, mentorId } = await mentorAccount();
    expect(await listed(mentorId)).toMatchObject({ languages: ["English"], photoUrl: null });
    const saved = await client.request<MentorConsoleResponse>("PUT", "/api/mentor-console/card", {
      ...card,
      topics: ["B.Sc Nursing", " hospital work ", "B.Sc Nursing"],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.mentor).toMatchObject({ ...card, photoUrl: null });
    expect(await listed(mentorId)).toMatchObject({ ...card, _id: mentorId, photoUrl: null });
  });

  it("changes the public list's ETag when a card changes: the old ETag gets the new list, the new one a 304", async () => {
    const { client } = await mentorAccount("Nandini Rao");
    const listUrl = `${TEST_APP_URL}/api/mentors`;
    const etag = (await context.app.request(listUrl)).headers.get("etag")!;
    expect(etag).toMatch(/^".+"$/);
    expect((await context.app.request(listUrl, { headers: { "if-none-match": etag } })).status).toBe(304);
    expect((await client.request("PUT", "/api/mentor-console/card", card)).status).toBe(200);
    const after = await context.app.request(listUrl, { headers: { "if-none-match": etag } });
    expect(after.status).toBe(200);
    const newEtag = after.headers.get("etag")!;
    expect(newEtag).not.toBe(etag);
    expect((await context.app.request(listUrl, { headers: { "if-none-match": newEtag } })).status).toBe(304);
  });

  it("is for mentors only: anonymous callers get 401 and students 403, in the shared error shape", async () => {
    const anonymous = new TestClient(context);
    const { client: pupil } = await student();
    for (const [method, path, body] of [
      ["PUT", "/api/mentor-console/card", card],
      ["DELETE", "/api/mentor-console/photo", undefined],
    ] as const) {
      const refused = await anonymous.request(method, path, body);
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ error: { code: "unauthenticated" } });
      expect((await pupil.request(method, path, body)).status).toBe(403);
    }
    expect((await upload(anonymous, await png())).status).toBe(401);
    const forbidden = await upload(pupil, await png());
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ error: { code: "forbidden" } });
  });

  it("refuses a bad card with a message per field and keeps the old one", async () => {
    const { client, mentorId } = await mentorAccount("Imran Qureshi");
    await client.request("PUT", "/api/mentor-console/card", card);
    const bad = await client.request("PUT", "/api/mentor-console/card", {
      name: "I",
      about: "Too short.",
      stream: "medicine",
      topics: [],
      languages: ["English", "Klingon"],
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      error: {
        code: "validation_failed",
        message: expect.any(String) as unknown,
        fields: {
          name: "Write your name in 2 to 80 characters.",
          about: "Write 20 to 600 characters about yourself.",
          stream: "Choose the stream you guide students in.",
          topics: "Add 1 to 8 topics, with commas between them.",
          "languages.1": "Choose languages from the list.",
        },
      },
    });
    const tooMany = await client.request("PUT", "/api/mentor-console/card", {
      ...card,
      topics: Array.from({ length: 9 }, (_, index) => `topic ${index}`),
      languages: ["English", "Hindi", "Tamil", "Telugu", "Odia", "Urdu", "Punjabi"],
    });
    expect(tooMany.body).toMatchObject({
      error: { fields: { topics: expect.any(String) as unknown, languages: "Choose 1 to 6 languages." } },
    });
    expect(await listed(mentorId)).toMatchObject(card);
  });

  it("takes a PNG, keeps it as a 256x256 WebP in the file store, and serves it with a long cache life", async () => {
    const { client, mentorId } = await mentorAccount();
    const saved = await upload(client, await png(), "image/png");
    expect(saved.status).toBe(200);
    const photoUrl = (saved.body as MentorConsoleResponse).mentor.photoUrl;
    expect(photoUrl).toMatch(new RegExp(`^/api/mentors/${mentorId}/photo\\.webp\\?v=[\\w-]+$`));
    const stored = await sharp(await storedPhoto(mentorId)).metadata();
    expect(stored).toMatchObject({ format: "webp", width: 256, height: 256 });
    expect((await listed(mentorId))?.photoUrl).toBe(photoUrl);

    const served = await context.app.request(`${TEST_APP_URL}${photoUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ width: 256, height: 256 });

    // a new photo is a new address
    const again = await upload(client, await png(300, 900, "#be185d"), "application/octet-stream");
    expect(again.status).toBe(200);
    expect((again.body as MentorConsoleResponse).mentor.photoUrl).not.toBe(photoUrl);
  });

  it("drops a JPEG's EXIF (a phone's GPS position) and judges the type by the bytes, not the declared type", async () => {
    const { client, mentorId } = await mentorAccount();
    const jpeg = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#b91c1c" } })
      .withExif({ IFD0: { Artist: "Kavya", Copyright: "Somewhere in Thrissur" } })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    expect((await upload(client, jpeg, "image/png")).status).toBe(200);
    const stored = Buffer.from((await storedPhoto(mentorId))!);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.toString("latin1")).not.toContain("Thrissur");
  });

  it("refuses a text file named .png with 415, an SVG too, and leaves the card as it was", async () => {
    const { client, mentorId } = await mentorAccount();
    const text = await upload(client, "just some notes, renamed to photo.png", "image/png");
    expect(text.status).toBe(415);
    expect(text.body).toEqual({
      error: { code: "unsupported_media_type", message: "Choose a photo saved as JPEG, PNG or WebP." },
    });
    const svg = await upload(client, '<svg xmlns="http://www.w3.org/2000/svg"/>', "image/png");
    expect(svg.status).toBe(415);
    // a type a cross-site form can send is refused before the body is read
    expect((await upload(client, await png(), "multipart/form-data")).status).toBe(415);
    expect((await listed(mentorId))?.photoUrl).toBeNull();
    expect(await storedPhoto(mentorId)).toBeUndefined();
  });

  it("refuses a photo over 5 MB with 413 in the shared error shape; other routes still take only 100 kB", async () => {
    const { client } = await mentorAccount();
    const huge = new Uint8Array(MENTOR_PHOTO_MAX_BYTES + 1);
    huge.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const refused = await upload(client, huge);
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({
      error: { code: "payload_too_large", message: "The photo is larger than 5 MB. Choose a smaller one." },
    });
    const longCard = await client.request("PUT", "/api/mentor-console/card", { ...card, about: "x".repeat(200_000) });
    expect(longCard.status).toBe(413);
  });

  it("takes a photo over the 100 kB a JSON body may have: the photo route declares its own limit", async () => {
    const { client } = await mentorAccount();
    const noisy = await sharp(randomBytes(500 * 500 * 3), { raw: { width: 500, height: 500, channels: 3 } })
      .png()
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(100 * 1024);
    expect((await upload(client, noisy)).status).toBe(200);
  });

  it("goes back to the generated avatar when the photo is removed, and the stored photo is deleted", async () => {
    const { client, mentorId } = await mentorAccount();
    const photoUrl = ((await upload(client, await png())).body as MentorConsoleResponse).mentor.photoUrl!;
    expect(await storedPhoto(mentorId)).toBeDefined();
    const removed = await client.request<MentorConsoleResponse>("DELETE", "/api/mentor-console/photo");
    expect(removed.status).toBe(200);
    expect(removed.body.mentor.photoUrl).toBeNull();
    expect(await storedPhoto(mentorId)).toBeUndefined();
    expect((await listed(mentorId))?.photoUrl).toBeNull();
    const gone = await context.app.request(`${TEST_APP_URL}${photoUrl}`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ error: { code: "not_found" } });
  });

  it("is exported with the account's data, and deleting the account deletes the photo", async () => {
    const { client, mentorId } = await mentorAccount();
    await client.request("PUT", "/api/mentor-console/card", card);
    await upload(client, await png());
    const exported = await client.get<{ mentorCard: Record<string, unknown>[]; storedFiles: unknown[] }>(
      "/api/me/export",
    );
    expect(exported.body.mentorCard).toEqual([
      expect.objectContaining({ about: card.about, languages: JSON.stringify(card.languages) }),
    ]);
    expect(exported.body.storedFiles).toEqual([
      { key: `mentor-photos/${mentorId}.webp`, contentType: "image/webp", createdAt: expect.any(String) as unknown },
    ]);
    expect((await client.request("DELETE", "/api/me", { confirm: "DELETE" })).status).toBe(204);
    expect(await storedPhoto(mentorId)).toBeUndefined();
    expect(await listed(mentorId)).toBeUndefined();
  });
});
