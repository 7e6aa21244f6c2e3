import { workshops } from "@disha/content";
import type { MySessionsResponse, WorkshopRegistration, WorkshopSummary } from "@disha/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../lib/testing/test-server.ts";
import { TestClient, uniqueEmail } from "../../lib/testing/test-client.ts";
import { ALREADY_REGISTERED_MESSAGE, WORKSHOP_FULL_MESSAGE } from "./service.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

function registration(overrides: Record<string, unknown> = {}) {
  return { name: "Ishaan Gupta", phoneNumber: "9876543210", gender: "MALE", email: uniqueEmail("ishaan"), subject: "Science", ...overrides };
}

async function workshop(slug: string): Promise<WorkshopSummary> {
  const response = await new TestClient(context).get<WorkshopSummary>(`/api/workshops/${slug}`);
  expect(response.status).toBe(200);
  return response.body;
}

async function registrationsFor(workshopId: string) {
  return context.deps.db.selectFrom("workshopRegistration").selectAll().where("workshopId", "=", workshopId).execute();
}

describe("GET /api/workshops", () => {
  it("lists the six seeded workshops, soonest first, with seats left and no meeting link", async () => {
    const response = await new TestClient(context).get<WorkshopSummary[]>("/api/workshops");
    expect(response.status).toBe(200);
    expect(response.body.map((item) => item.slug)).toEqual(
      [...workshops].sort((a, b) => a.daysFromSeed - b.daysFromSeed).map((item) => item.slug),
    );
    const first = response.body[0];
    expect(first).toMatchObject({
      slug: "career-fundamentals",
      title: "Career Fundamentals: Finding Your Direction",
      instructor: "Meera Krishnan",
      capacity: 100,
      seatsLeft: 100,
      durationMinutes: 90,
      hasStarted: false,
      profileUrl: expect.stringMatching(/^\/api\/workshops\/career-fundamentals\/image\.svg\?v=\w+$/) as unknown,
    });
    expect(JSON.stringify(response.body)).not.toContain("meet.google.com");
  });

  it("finds one workshop by slug or id, serves its image, and answers 404 for an unknown one", async () => {
    const bySlug = await workshop("fine-arts-exploration");
    expect((await workshop(bySlug.id)).slug).toBe("fine-arts-exploration");
    const image = await context.app.request(`http://localhost:3000${bySlug.profileUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(await image.text()).toContain(">KS</text>");
    expect((await new TestClient(context).get("/api/workshops/no-such-workshop")).status).toBe(404);
  });
});

describe("POST /api/workshops/:idOrSlug/registrations", () => {
  it("registers anyone, answers 201 with the meeting link, and takes a seat", async () => {
    const response = await new TestClient(context).post<WorkshopRegistration>(
      "/api/workshops/career-fundamentals/registrations",
      registration({ email: "  Riya.Sharma@Example.in " }),
    );
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      workshopTitle: "Career Fundamentals: Finding Your Direction",
      meetingUrl: "https://meet.google.com/dsk-rtqw-mfa",
      email: "riya.sharma@example.in",
    });
    expect((await workshop("career-fundamentals")).seatsLeft).toBe(99);
  });

  it("refuses the same e-mail twice for one workshop with 409 and a field message, in any letter case", async () => {
    const client = new TestClient(context);
    const email = uniqueEmail("twice");
    expect((await client.post("/api/workshops/sports-and-fitness/registrations", registration({ email }))).status).toBe(201);
    const again = await client.post("/api/workshops/sports-and-fitness/registrations", registration({ email: email.toUpperCase() }));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: { code: "conflict", message: ALREADY_REGISTERED_MESSAGE, fields: { email: ALREADY_REGISTERED_MESSAGE } } });
    // the same e-mail may join a different workshop
    expect((await client.post("/api/workshops/finance-and-investment/registrations", registration({ email }))).status).toBe(201);
  });

  it("refuses a full workshop with 409, and of ten racing for its last seat exactly one gets it", async () => {
    const target = await workshop("accounting-and-financial-analysis");
    await context.deps.db.updateTable("workshop").set({ capacity: 2 }).where("id", "=", target.id).execute();
    const client = new TestClient(context);
    expect((await client.post(`/api/workshops/${target.id}/registrations`, registration())).status).toBe(201);

    const racers = await Promise.all(
      Array.from({ length: 10 }, () => new TestClient(context).post(`/api/workshops/${target.id}/registrations`, registration())),
    );
    expect(racers.map((response) => response.status).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    expect(racers.find((response) => response.status === 409)?.body).toEqual({
      error: { code: "conflict", message: WORKSHOP_FULL_MESSAGE },
    });
    expect(await registrationsFor(target.id)).toHaveLength(2);
    expect((await workshop(target.id)).seatsLeft).toBe(0);
  });

  it("refuses registration once a workshop has started", async () => {
    const target = await workshop("medical-innovations-and-research");
    await context.deps.db.updateTable("workshop").set({ startsAt: new Date(Date.now() - 60_000).toISOString() }).where("id", "=", target.id).execute();
    const response = await new TestClient(context).post(`/api/workshops/${target.slug}/registrations`, registration());
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ error: { message: "This workshop has already started, so registration is closed." } });
    expect((await workshop(target.slug)).hasStarted).toBe(true);
  });

  it("answers 400 with the shared schema's field messages for bad input and stores nothing", async () => {
    const target = await workshop("fine-arts-exploration");
    const response = await new TestClient(context).post(`/api/workshops/${target.slug}/registrations`, {
      name: "  ",
      phoneNumber: "98765-4321",
      gender: "other",
      email: "not-an-email",
      subject: "Biology",
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: {
        code: "validation_failed",
        message: "Some fields need your attention.",
        fields: {
          name: "Name is required",
          phoneNumber: "Enter a 10-digit phone number, digits only",
          gender: "Choose a gender",
          email: "Enter a valid email address",
          subject: "Choose a subject",
        },
      },
    });
    const empty = await new TestClient(context).post(`/api/workshops/${target.slug}/registrations`, {});
    expect(empty.status).toBe(400);
    expect(Object.keys((empty.body as { error: { fields: object } }).error.fields).sort()).toEqual(["email", "gender", "name", "phoneNumber", "subject"]);
    expect(await registrationsFor(target.id)).toHaveLength(0);
    expect((await new TestClient(context).post("/api/workshops/nope/registrations", registration())).status).toBe(404);
  });

  it("shows a signed-in student's registration in their sessions", async () => {
    const client = new TestClient(context);
    const { email } = await client.signUp();
    expect((await client.post("/api/workshops/fine-arts-exploration/registrations", registration({ email }))).status).toBe(201);
    const sessions = await client.get<MySessionsResponse>("/api/bookings");
    expect(sessions.body.registrations).toEqual([
      expect.objectContaining({
        workshopSlug: "fine-arts-exploration",
        workshopTitle: "Exploring Fine Arts",
        instructor: "Kabir Sen",
        meetingUrl: "https://meet.google.com/qhn-vbya-crd",
      }),
    ]);
  });
});
