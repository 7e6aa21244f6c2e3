import { workshops as contentWorkshops } from "@disha/content";
import {
  type AdminRegistration,
  type AdminWorkshop,
  type CertificateVerification,
  type MyBookingsResponse,
  type WorkshopSummary,
  addDays,
  istDate,
} from "@disha/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantRole } from "../../lib/roles.ts";
import { outboxRows } from "../../testing/mail-fixtures.ts";
import { TestClient } from "../../testing/test-client.ts";
import { createTestContext, type TestContext } from "../../testing/test-server.ts";
import { dueJobsOf } from "../jobs/index.ts";
import { registerConfirmed } from "../../testing/workshop-fixtures.ts";
import { seedWorkshops } from "./seed.ts";

let context: TestContext;
let admin: TestClient;
beforeAll(async () => {
  context = await createTestContext();
  admin = new TestClient(context);
  const account = await admin.signUp("Asha Admin");
  await grantRole(context.deps.db, account.id, "admin");
});
afterAll(async () => {
  await context.close();
});

const inDays = (days: number) => addDays(istDate(new Date()), days);

function workshopForm(overrides: Record<string, unknown> = {}) {
  return {
    title: "Robotics for Beginners",
    instructor: "Neha Iyer",
    topic: "Robotics",
    about: "Build and program a simple robot, and see where robotics careers start.",
    date: inDays(10),
    time: "16:30",
    durationMinutes: 60,
    capacity: 2,
    meetingUrl: "https://meet.example.in/robotics",
    cover: "teal",
    status: "scheduled",
    ...overrides,
  };
}

function registration(email: string) {
  return { name: "Kavya Nair", phoneNumber: "9876543210", gender: "FEMALE", email, subject: "Science" };
}

async function publicList(): Promise<WorkshopSummary[]> {
  return (await new TestClient(context).get<WorkshopSummary[]>("/api/workshops")).body;
}

describe("workshop administration", () => {
  it("creates a draft nobody sees, then schedules it at an India time, and it is listed with its cover", async () => {
    const draft = await admin.post<AdminWorkshop>(
      "/api/admin/workshops",
      workshopForm({ status: "draft", meetingUrl: "" }),
    );
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({ status: "draft", registered: 0, cover: "teal" });
    expect((await publicList()).map((item) => item.id)).not.toContain(draft.body.id);
    expect((await new TestClient(context).get(`/api/workshops/${draft.body.slug}`)).status).toBe(404);

    // a draft cannot be scheduled without a link to join by
    const noLink = await admin.post(`/api/admin/workshops/${draft.body.id}`, workshopForm({ meetingUrl: "" }));
    expect(noLink.status).toBe(400);
    expect(noLink.body).toMatchObject({
      error: { fields: { meetingUrl: "A scheduled workshop needs a meeting link" } },
    });

    const scheduled = await admin.post<AdminWorkshop>(`/api/admin/workshops/${draft.body.id}`, workshopForm());
    expect(scheduled.status).toBe(200);
    // 16:30 in India is 11:00 UTC
    expect(scheduled.body).toMatchObject({ status: "scheduled", startsAt: `${inDays(10)}T11:00:00.000Z` });
    const listed = (await publicList()).find((item) => item.id === draft.body.id);
    expect(listed).toMatchObject({ title: "Robotics for Beginners", seatsLeft: 2, hasStarted: false });
    const image = await context.app.request(`http://localhost:3000${listed!.profileUrl}`);
    expect(await image.text()).toContain("#0f766e");
  });

  it("answers 400 with the schema's words for a bad form and changes nothing", async () => {
    const response = await admin.post("/api/admin/workshops", {
      ...workshopForm(),
      title: " ",
      date: "2025-02-30",
      time: "25:00",
      capacity: 0,
      meetingUrl: "http://insecure.example",
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      error: {
        code: "validation_failed",
        fields: {
          title: "Enter a title",
          date: "Choose a date",
          time: "Enter a time as HH:MM",
          capacity: "Enter a number of seats between 1 and 10000",
          meetingUrl: "Enter a link that starts with https://",
        },
      },
    });
    expect((await admin.post("/api/admin/workshops/no-such-id", workshopForm())).status).toBe(404);
  });

  it("lists registrations, exports them as CSV, marks attendance after the start, and the certificate verifies", async () => {
    const created = (await admin.post<AdminWorkshop>("/api/admin/workshops", workshopForm({ title: "Space Careers" })))
      .body;
    const student = new TestClient(context);
    const account = await student.signUp("Rohan Verma");
    const registered = await student.post<{ id: string }>(
      `/api/workshops/${created.slug}/registrations`,
      registration(account.email),
    );
    expect(registered.status).toBe(201);
    // a visitor whose name would run as a spreadsheet formula (stored before names were held to letters)
    const visitor = await registerConfirmed(context, created.slug, registration("visitor@example.in"));
    await context.deps.db
      .updateTable("workshopRegistration")
      .set({ name: "=HYPERLINK(1)" })
      .where("id", "=", visitor.id)
      .execute();

    const rows = await admin.get<AdminRegistration[]>(`/api/admin/workshops/${created.id}/registrations`);
    expect(rows.body.map((row) => [row.name, row.hasAccount, row.confirmed, row.attendedAt])).toEqual([
      ["Rohan Verma", true, true, null],
      ["=HYPERLINK(1)", false, true, null],
    ]);
    const csv = await context.app.request(`http://localhost:3000/api/admin/workshops/${created.id}/registrations.csv`, {
      headers: { cookie: admin.cookie },
    });
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(csv.headers.get("content-disposition")).toMatch(/attachment; filename="registrations-space-careers-/);
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe("name,email,phone,gender,subject,registeredAt,attended");
    expect(lines[1]).toMatch(new RegExp(`^Rohan Verma,${account.email},'\\+919876543210,FEMALE,Science,.+,no$`));
    expect(lines[2]).toMatch(/^'=HYPERLINK\(1\),visitor@example.in,/);

    const attendance = `/api/admin/workshops/${created.id}/registrations/${registered.body.id}/attendance`;
    const early = await admin.post(attendance, { present: true });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ error: { message: "Attendance can be marked once the workshop has started." } });

    // the workshop took place yesterday
    await admin.post(`/api/admin/workshops/${created.id}`, workshopForm({ title: "Space Careers", date: inDays(-1) }));
    const marked = await admin.post<AdminRegistration>(attendance, { present: true });
    expect(marked.status).toBe(200);
    expect(marked.body.attendedAt).not.toBeNull();
    expect((await admin.post(attendance, { present: "yes" })).status).toBe(400);

    const sessions = await student.get<MyBookingsResponse>("/api/bookings");
    const code = sessions.body.registrations.find((row) => row.id === registered.body.id)?.certificateCode;
    expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);

    const pdf = await context.app.request(
      `http://localhost:3000/api/workshops/registrations/${registered.body.id}/certificate.pdf`,
      { headers: { cookie: student.cookie } },
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");

    // nobody else downloads it
    const stranger = new TestClient(context);
    await stranger.signUp();
    expect((await stranger.get(`/api/workshops/registrations/${registered.body.id}/certificate.pdf`)).status).toBe(403);

    // the public check says name, workshop and date, and nothing more
    const verified = await new TestClient(context).get<CertificateVerification>(`/api/certificates/${code}`);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ code, name: "Rohan Verma", workshopTitle: "Space Careers", date: inDays(-1) });
    expect((await new TestClient(context).get(`/api/certificates/${code!.toLowerCase()}`)).status).toBe(200);
    expect((await new TestClient(context).get("/api/certificates/AAAAA-BBBBB")).status).toBe(404);

    // marked absent, the code stops verifying
    expect((await admin.post(attendance, { present: false })).status).toBe(200);
    expect((await new TestClient(context).get(`/api/certificates/${code}`)).status).toBe(404);
    expect((await student.get(`/api/workshops/registrations/${registered.body.id}/certificate.pdf`)).status).toBe(404);
  });

  it("cancels a workshop: it leaves the list, takes no registrations, and cannot be edited", async () => {
    const created = (await admin.post<AdminWorkshop>("/api/admin/workshops", workshopForm({ title: "Law Today" })))
      .body;
    const cancelled = await admin.post<AdminWorkshop>(`/api/admin/workshops/${created.id}/cancel`);
    expect(cancelled.body.status).toBe("cancelled");
    expect((await publicList()).map((item) => item.id)).not.toContain(created.id);
    const late = await new TestClient(context).post(
      `/api/workshops/${created.id}/registrations`,
      registration("late@example.in"),
    );
    expect(late.status).toBe(409);
    expect((await admin.post(`/api/admin/workshops/${created.id}`, workshopForm())).status).toBe(409);
    expect((await admin.post(`/api/admin/workshops/${created.id}/cancel`)).status).toBe(409);
    const all = await admin.get<AdminWorkshop[]>("/api/admin/workshops");
    expect(all.body.find((item) => item.id === created.id)?.status).toBe("cancelled");
  });

  it("moving a workshop mails everyone registered and moves their reminders; a new title mails nobody", async () => {
    const form = (overrides: Record<string, unknown> = {}) =>
      workshopForm({ title: "Marine Biology", capacity: 5, ...overrides });
    const created = (await admin.post<AdminWorkshop>("/api/admin/workshops", form())).body;
    const student = new TestClient(context);
    const account = await student.signUp("Meena Das");
    const ids: string[] = [];
    const registered = await student.post<{ id: string }>(
      `/api/workshops/${created.slug}/registrations`,
      registration(account.email),
    );
    expect(registered.status).toBe(201);
    ids.push(registered.body.id);
    ids.push((await registerConfirmed(context, created.slug, registration("marine.visitor@example.in"))).id);
    const movedMail = async () =>
      (await outboxRows(context.deps, "registration.rescheduled")).filter((row) =>
        ids.some((id) => row.attachments[0]?.content.includes(`UID:registration-${id}@`)),
      );
    const dueReminders = async (id: string) =>
      (await dueJobsOf(context.deps.db, id)).filter((job) => job.status === "due").map((job) => job.runAt);

    expect((await admin.post(`/api/admin/workshops/${created.id}`, form({ title: "Marine Careers" }))).status).toBe(
      200,
    );
    expect(await movedMail()).toEqual([]);

    // two days later, at 18:00 India time (12:30 UTC)
    const moved = await admin.post<AdminWorkshop>(
      `/api/admin/workshops/${created.id}`,
      form({ title: "Marine Careers", date: inDays(12), time: "18:00" }),
    );
    expect(moved.status).toBe(200);
    const startsAt = `${inDays(12)}T12:30:00.000Z`;
    expect(moved.body.startsAt).toBe(startsAt);
    const mail = await movedMail();
    expect(mail.map((row) => row.toAddress).sort()).toEqual([account.email, "marine.visitor@example.in"].sort());
    const toStudent = mail.find((row) => row.toAddress === account.email)!;
    expect(toStudent.toUserId).toBe(account.id);
    expect(toStudent.subject).toContain("Workshop moved: Marine Careers now on");
    expect(toStudent.text).toContain("now takes place on");
    expect(toStudent.text).toContain("6:00 pm");
    expect(toStudent.attachments[0]?.content).toContain("METHOD:PUBLISH");
    expect(toStudent.attachments[0]?.content).toContain(`DTSTART:${inDays(12).replaceAll("-", "")}T123000Z`);
    for (const id of ids) {
      expect(await dueReminders(id)).toEqual([
        new Date(Date.parse(startsAt) - 24 * 60 * 60 * 1000).toISOString(),
        new Date(Date.parse(startsAt) - 60 * 60 * 1000).toISOString(),
      ]);
    }

    // moved into the past, the record is corrected: no mail about a day gone by, no reminders left
    await admin.post(`/api/admin/workshops/${created.id}`, form({ title: "Marine Careers", date: inDays(-1) }));
    expect(await movedMail()).toHaveLength(2);
    for (const id of ids) expect(await dueReminders(id)).toEqual([]);
  });

  it("refuses fewer seats than registrations", async () => {
    const created = (await admin.post<AdminWorkshop>("/api/admin/workshops", workshopForm({ title: "Design" }))).body;
    await new TestClient(context).post(`/api/workshops/${created.id}/registrations`, registration("a@example.in"));
    await new TestClient(context).post(`/api/workshops/${created.id}/registrations`, registration("b@example.in"));
    const response = await admin.post(
      `/api/admin/workshops/${created.id}`,
      workshopForm({ title: "Design", capacity: 1 }),
    );
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      error: { fields: { capacity: "2 students have registered, so there must be at least 2 seats." } },
    });
  });
});

describe("workshops never go stale on a development start", () => {
  it("schedules the six topics again, dated from the new day, once none is open; past ones stay", async () => {
    const { db } = context.deps;
    // forty days on: every workshop has started
    await db
      .updateTable("workshop")
      .set({ startsAt: new Date(Date.now() - 60_000).toISOString() })
      .where("status", "=", "scheduled")
      .execute();
    expect((await publicList()).filter((item) => !item.hasStarted)).toEqual([]);
    const before = await db.selectFrom("workshop").select("id").execute();

    await seedWorkshops(db, { demo: true });
    const open = (await publicList()).filter((item) => !item.hasStarted && item.seatsLeft > 0);
    expect(open).toHaveLength(contentWorkshops.length);
    const today = istDate(new Date());
    expect(open.map((item) => item.slug)).toContain(`career-fundamentals-${today}`);
    expect(open.map((item) => istDate(item.startsAt)).sort()[0]).toBe(
      addDays(today, Math.min(...contentWorkshops.map((item) => item.daysFromSeed))),
    );
    expect((await db.selectFrom("workshop").select("id").execute()).length).toBe(before.length + 6);

    // another start the same day, or a second node, adds nothing
    await seedWorkshops(db, { demo: true });
    expect((await db.selectFrom("workshop").select("id").execute()).length).toBe(before.length + 6);
  });

  it("with the seed's clock moved a year on, a start still leaves open workshops", async () => {
    const later = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000);
    await seedWorkshops(context.deps.db, { demo: true, now: later });
    const open = (await new TestClient(context).get<WorkshopSummary[]>("/api/workshops")).body.filter(
      (item) => Date.parse(item.startsAt) > later.getTime(),
    );
    expect(open).toHaveLength(contentWorkshops.length);
  });
});

describe("a production start", () => {
  let production: TestContext;
  beforeAll(async () => {
    production = await createTestContext({ NODE_ENV: "production" });
  });
  afterAll(async () => {
    await production.close();
  });

  it("lists no made-up workshops: the six topics wait as drafts for an admin to schedule", async () => {
    expect((await new TestClient(production).get("/api/workshops")).body).toEqual([]);
    const drafts = await production.deps.db.selectFrom("workshop").select(["slug", "status", "meetingUrl"]).execute();
    expect(drafts).toHaveLength(contentWorkshops.length);
    expect(new Set(drafts.map((row) => `${row.status}|${row.meetingUrl}`))).toEqual(new Set(["draft|"]));
  });
});
