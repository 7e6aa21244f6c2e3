import { workshops } from "@disha/content";
import type { MyBookingsResponse, WorkshopRegistration, WorkshopSummary } from "@disha/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../testing/test-server.ts";
import { TestClient, uniqueEmail } from "../../testing/test-client.ts";
import { mailedConfirmationToken, outboxRows } from "../../testing/mail-fixtures.ts";
import { registerConfirmed } from "../../testing/workshop-fixtures.ts";
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
  it("takes a visitor's registration as pending, holds a seat, and gives the meeting link once the mailbox confirms", async () => {
    const response = await new TestClient(context).post<WorkshopRegistration>(
      "/api/workshops/career-fundamentals/registrations",
      registration({ email: "  Riya.Sharma@Example.in " }),
    );
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      workshopTitle: "Career Fundamentals: Finding Your Direction",
      status: "pending",
      meetingUrl: null,
      email: "riya.sharma@example.in",
    });
    expect((await workshop("career-fundamentals")).seatsLeft).toBe(99);
    const token = await mailedConfirmationToken(context.deps, "riya.sharma@example.in");
    const confirmed = await new TestClient(context).post<WorkshopRegistration>(
      "/api/workshops/registrations/confirmations",
      { token },
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: "confirmed", meetingUrl: "https://meet.google.com/dsk-rtqw-mfa" });
    // the link works once
    expect((await new TestClient(context).post("/api/workshops/registrations/confirmations", { token })).status).toBe(
      404,
    );
    const registered = (await outboxRows(context.deps, "registration.registered")).filter(
      (row) => row.toAddress === "riya.sharma@example.in",
    );
    expect(registered).toHaveLength(1);
  });

  it("answers a repeat registration of an e-mail like a first one; a confirmed one stores nothing new", async () => {
    const email = uniqueEmail("twice");
    const first = await registerConfirmed(context, "sports-and-fitness", registration({ email }));
    const target = await workshop("sports-and-fitness");
    const stored = await registrationsFor(target.id);
    // a stranger repeats it in other letters and another name: no 409, nothing that says it was there
    const again = await new TestClient(context).post(
      "/api/workshops/sports-and-fitness/registrations",
      registration({ email: email.toUpperCase(), name: "Someone Else" }),
    );
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ email, name: "Someone Else", status: "pending", meetingUrl: null });
    expect(await registrationsFor(target.id)).toEqual(stored);
    expect(first.name).toBe("Ishaan Gupta");
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
          phoneNumber: "Enter a 10-digit Indian mobile number, such as 98765 43210 or +91 98765 43210",
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

  it("never lets a stranger's signed-out registration lock the owner of the e-mail out", async () => {
    const student = new TestClient(context);
    const email = uniqueEmail("squatted");
    // the stranger registers the student's address first, under another name
    const squat = await new TestClient(context).post<WorkshopRegistration>(
      "/api/workshops/finance-and-investment/registrations",
      registration({ email, name: "Stranger Name" }),
    );
    expect(squat.status).toBe(201);
    await student.signUp("Tara Singh", email);
    const own = await student.post<WorkshopRegistration>(
      "/api/workshops/finance-and-investment/registrations",
      registration({ email }),
    );
    expect(own.status).toBe(201);
    expect(own.body).toMatchObject({
      name: "Tara Singh",
      status: "confirmed",
      meetingUrl: expect.any(String) as string,
    });
    const sessions = await student.get<MyBookingsResponse>("/api/bookings");
    expect(sessions.body.registrations.map((row) => row.id)).toEqual([own.body.id]);
    const target = await workshop("finance-and-investment");
    const rows = (await registrationsFor(target.id)).filter((row) => row.email === email);
    expect(rows.map((row) => [row.name, row.confirmedAt !== null, row.confirmTokenHash])).toEqual([
      ["Tara Singh", true, null],
    ]);
    // the stranger's link no longer opens anything
    const token = await mailedConfirmationToken(context.deps, email);
    expect((await new TestClient(context).post("/api/workshops/registrations/confirmations", { token })).status).toBe(
      404,
    );
    // the certificate carries the account's name and is the student's to download
    await context.deps.db
      .updateTable("workshopRegistration")
      .set({ attendedAt: new Date().toISOString(), certificateCode: "TARAS-22222" })
      .where("id", "=", own.body.id)
      .execute();
    const checked = await new TestClient(context).get("/api/certificates/TARAS-22222");
    expect(checked.body).toMatchObject({ name: "Tara Singh" });
    expect((await student.get(`/api/workshops/registrations/${own.body.id}/certificate.pdf`)).status).toBe(200);
  });

  it("mails an unconfirmed address only its confirmation link, with nothing the registrant typed", async () => {
    const email = uniqueEmail("target");
    const response = await new TestClient(context).post("/api/workshops/fine-arts-exploration/registrations", {
      ...registration({ email }),
      name: "Asha Seat Expires Today",
    });
    expect(response.status).toBe(201);
    const mails = (await outboxRows(context.deps)).filter((row) => row.toAddress === email);
    expect(mails.map((row) => row.kind)).toEqual(["registration.confirm"]);
    expect(mails[0]!.text.startsWith("Hello,\n\n")).toBe(true);
    expect(mails[0]!.text).not.toContain("Asha");
    expect(mails[0]!.subject).not.toContain("Asha");
    // and no reminder waits for it
    const jobs = await context.deps.db.selectFrom("dueJob").select("id").where("studentEmail", "=", email).execute();
    expect(jobs).toEqual([]);
  });

  it("takes names in any script but no line breaks, links, digits or '@', on every form that sends mail", async () => {
    for (const name of ["आशा वर्मा", "A.P.J. Abdul Kalam", "Mary-Jane O'Neil", "Élodie Dubois"]) {
      const ok = await new TestClient(context).post("/api/workshops/fine-arts-exploration/registrations", {
        ...registration(),
        name,
      });
      expect([name, ok.status]).toEqual([name, 201]);
    }
    const bad = [
      "Asha\nSeat expires today",
      "Asha https://evil.example",
      "Asha evil.com",
      "www.evil.in",
      "asha@evil.example",
      "Asha 2",
      "<b>Asha</b>",
    ];
    const message = "Use letters, spaces and . , ' - only (no links or numbers)";
    for (const name of bad) {
      const workshopForm = await new TestClient(context).post("/api/workshops/fine-arts-exploration/registrations", {
        ...registration(),
        name,
      });
      expect([name, workshopForm.status, workshopForm.body]).toEqual([
        name,
        400,
        { error: expect.objectContaining({ fields: { name: message } }) as unknown },
      ]);
      const support = await new TestClient(context).post("/api/support-messages", {
        name,
        email: uniqueEmail("support"),
        phone: "9876543210",
        message: "Hello",
      });
      expect([name, support.status]).toEqual([name, 400]);
      const signUp = await new TestClient(context).post("/api/auth/sign-up/email", {
        name,
        email: uniqueEmail("signup"),
        password: "correct-horse-1",
      });
      expect([name, signUp.status]).toEqual([name, 400]);
    }
  });
});
