import { workshops } from "@disha/content";
import type { MyBookingsResponse, WorkshopRegistration, WorkshopSummary } from "@disha/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../testing/test-server.ts";
import { TestClient, uniqueEmail } from "../../testing/test-client.ts";
import { REGISTRATIONS_PER_ADDRESS_PER_HOUR } from "./routes.ts";
import { OWN_EMAIL_ONLY_MESSAGE, WORKSHOP_FULL_MESSAGE } from "./service.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

function registration(overrides: Record<string, unknown> = {}) {
  return {
    name: "Ishaan Gupta",
    phoneNumber: "9876543210",
    gender: "MALE",
    email: uniqueEmail("ishaan"),
    subject: "Science",
    ...overrides,
  };
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

  it("answers a repeat registration of an e-mail exactly like a first one, and stores nothing new", async () => {
    const email = uniqueEmail("twice");
    const first = await new TestClient(context).post(
      "/api/workshops/sports-and-fitness/registrations",
      registration({ email }),
    );
    expect(first.status).toBe(201);
    const target = await workshop("sports-and-fitness");
    const stored = await registrationsFor(target.id);
    // a stranger repeats it in other letters and another name: no 409, nothing that says it was there
    const again = await new TestClient(context).post(
      "/api/workshops/sports-and-fitness/registrations",
      registration({ email: email.toUpperCase(), name: "Someone Else" }),
    );
    expect(again.status).toBe(201);
    expect(Object.keys(again.body as object).sort()).toEqual(Object.keys(first.body as object).sort());
    expect(again.body).toMatchObject({
      email,
      name: "Someone Else",
      meetingUrl: (first.body as WorkshopRegistration).meetingUrl,
    });
    expect(await registrationsFor(target.id)).toEqual(stored);
    // the same e-mail may join a different workshop
    expect(
      (
        await new TestClient(context).post(
          "/api/workshops/finance-and-investment/registrations",
          registration({ email }),
        )
      ).status,
    ).toBe(201);
  });

  it("registers a signed-in student under the account's own name and e-mail, and refuses another e-mail", async () => {
    const client = new TestClient(context);
    const account = await client.signUp("Meher Kaur");
    const other = await client.post(
      "/api/workshops/career-fundamentals/registrations",
      registration({ email: uniqueEmail("victim") }),
    );
    expect(other.status).toBe(403);
    expect(other.body).toEqual({
      error: { code: "forbidden", message: OWN_EMAIL_ONLY_MESSAGE, fields: { email: OWN_EMAIL_ONLY_MESSAGE } },
    });
    const own = await client.post<WorkshopRegistration>(
      "/api/workshops/career-fundamentals/registrations",
      registration({ email: account.email, name: "A Different Name" }),
    );
    expect(own.status).toBe(201);
    expect(own.body).toMatchObject({ name: "Meher Kaur", email: account.email });
  });

  it("lets a visitor's address register only a few times an hour", async () => {
    const client = new TestClient(context);
    for (let index = 0; index < REGISTRATIONS_PER_ADDRESS_PER_HOUR; index++) {
      expect((await client.post("/api/workshops/finance-and-investment/registrations", registration())).status).toBe(
        201,
      );
    }
    const refused = await client.post("/api/workshops/finance-and-investment/registrations", registration());
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    // another address is not held back
    expect(
      (await new TestClient(context).post("/api/workshops/finance-and-investment/registrations", registration()))
        .status,
    ).toBe(201);
  });

  it("of 50 racing for the last 3 seats exactly 3 get them, and the count never passes the capacity", async () => {
    const target = await workshop("medical-innovations-and-research");
    await context.deps.db.updateTable("workshop").set({ capacity: 3 }).where("id", "=", target.id).execute();
    const racers = await Promise.all(
      Array.from({ length: 50 }, () =>
        new TestClient(context).post(`/api/workshops/${target.id}/registrations`, registration()),
      ),
    );
    const statuses = racers.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(47);
    expect(await registrationsFor(target.id)).toHaveLength(3);
    await context.deps.db.updateTable("workshop").set({ capacity: 100 }).where("id", "=", target.id).execute();
  });

  it("lets a student cancel their own registration from My Sessions, which frees the seat; nobody else can", async () => {
    const client = new TestClient(context);
    const { email } = await client.signUp();
    const before = (await workshop("fine-arts-exploration")).seatsLeft;
    const made = await client.post<WorkshopRegistration>(
      "/api/workshops/fine-arts-exploration/registrations",
      registration({ email }),
    );
    expect((await workshop("fine-arts-exploration")).seatsLeft).toBe(before - 1);
    const stranger = new TestClient(context);
    await stranger.signUp();
    expect((await stranger.delete(`/api/workshops/registrations/${made.body.id}`)).status).toBe(403);
    expect((await new TestClient(context).delete(`/api/workshops/registrations/${made.body.id}`)).status).toBe(401);
    expect((await client.delete(`/api/workshops/registrations/${made.body.id}`)).status).toBe(204);
    expect((await client.get<MyBookingsResponse>("/api/bookings")).body.registrations).toEqual([]);
    expect((await workshop("fine-arts-exploration")).seatsLeft).toBe(before);
    expect((await client.delete(`/api/workshops/registrations/${made.body.id}`)).status).toBe(404);
  });

  it("refuses a full workshop with 409, and of ten racing for its last seat exactly one gets it", async () => {
    const target = await workshop("accounting-and-financial-analysis");
    await context.deps.db.updateTable("workshop").set({ capacity: 2 }).where("id", "=", target.id).execute();
    const client = new TestClient(context);
    expect((await client.post(`/api/workshops/${target.id}/registrations`, registration())).status).toBe(201);

    const racers = await Promise.all(
      Array.from({ length: 10 }, () =>
        new TestClient(context).post(`/api/workshops/${target.id}/registrations`, registration()),
      ),
    );
    expect(racers.map((response) => response.status).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    expect(racers.find((response) => response.status === 409)?.body).toEqual({
      error: { code: "conflict", message: WORKSHOP_FULL_MESSAGE },
    });
    expect(await registrationsFor(target.id)).toHaveLength(2);
    expect((await workshop(target.id)).seatsLeft).toBe(0);
  });

  it("refuses registration once a workshop has started", async () => {
    const target = await workshop("accounting-and-financial-analysis");
    await context.deps.db
      .updateTable("workshop")
      .set({ startsAt: new Date(Date.now() - 60_000).toISOString() })
      .where("id", "=", target.id)
      .execute();
    const response = await new TestClient(context).post(`/api/workshops/${target.slug}/registrations`, registration());
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      error: { message: "This workshop has already started, so registration is closed." },
    });
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
    expect(Object.keys((empty.body as { error: { fields: object } }).error.fields).sort()).toEqual([
      "email",
      "gender",
      "name",
      "phoneNumber",
      "subject",
    ]);
    expect(await registrationsFor(target.id)).toHaveLength(0);
    expect((await new TestClient(context).post("/api/workshops/nope/registrations", registration())).status).toBe(404);
  });

  it("shows a signed-in student's registration in their sessions", async () => {
    const client = new TestClient(context);
    const { email } = await client.signUp();
    expect(
      (await client.post("/api/workshops/fine-arts-exploration/registrations", registration({ email }))).status,
    ).toBe(201);
    const sessions = await client.get<MyBookingsResponse>("/api/bookings");
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
