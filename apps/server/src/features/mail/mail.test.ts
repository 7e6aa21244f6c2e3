import type { AddressInfo } from "node:net";
import type { OutboxListResponse, OutboxMessage } from "@disha/shared";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantRole } from "../../lib/roles.ts";
import { insertBooking, makeAccount, makeMentor, outboxRows, runDueJobs } from "../../testing/mail-fixtures.ts";
import { TestClient } from "../../testing/test-client.ts";
import { createTestContext, type TestContext } from "../../testing/test-server.ts";
import { notifyBooking } from "../notifications/index.ts";
import { sendMail } from "./service.ts";

const DAY = 24 * 60 * 60 * 1000;

async function adminClient(context: TestContext) {
  const admin = new TestClient(context);
  const { id } = await admin.signUp("Admin Person");
  await grantRole(context.deps.db, id, "admin");
  return admin;
}

async function bookedSession(context: TestContext) {
  const mentor = await makeMentor(context.deps);
  const student = await makeAccount(context.deps, "Riya Student");
  const bookingId = await insertBooking(context.deps, {
    mentorId: mentor.mentorId,
    studentId: student.id,
    startsAt: new Date(Date.now() + 3 * DAY),
  });
  await notifyBooking(context.deps, { bookingId, event: "booked" });
  await runDueJobs(context.deps);
  return { mentor, student, bookingId };
}

describe("the outbox (no SMTP configured)", () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(async () => {
    await context.close();
  });

  it("keeps each message with its calendar file, for both sides of a booking", async () => {
    const { mentor, student, bookingId } = await bookedSession(context);
    const rows = (await outboxRows(context.deps, "booking.booked")).filter((row) =>
      row.attachments[0]?.content.includes(`UID:booking-${bookingId}@`),
    );
    expect(rows.map((row) => row.toAddress).sort()).toEqual([mentor.email, student.email].sort());
    const toStudent = rows.find((row) => row.toAddress === student.email)!;
    expect(toStudent.toUserId).toBe(student.id);
    expect(toStudent.subject).toContain("Meera Mentor");
    expect(toStudent.text).toContain("Hello Riya Student,");
    expect(toStudent.attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
      {
        filename: expect.stringMatching(/^disha-session-\d{4}-\d{2}-\d{2}\.ics$/) as string,
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
      },
    ]);
    expect(toStudent.attachments[0]?.content).toMatch(
      /^BEGIN:VCALENDAR\r\n[\s\S]*METHOD:PUBLISH[\s\S]*END:VCALENDAR(\r\n)?$/,
    );
  });

  it("a cancel carries the same UID with METHOD:CANCEL, and the mentor's reason", async () => {
    const { student, bookingId } = await bookedSession(context);
    await context.deps.db
      .updateTable("booking")
      .set({ cancelledAt: new Date().toISOString(), cancelledBy: "mentor" })
      .where("id", "=", bookingId)
      .execute();
    await notifyBooking(context.deps, { bookingId, event: "cancelled", reason: "I am unwell" });
    await runDueJobs(context.deps);
    const cancelled = (await outboxRows(context.deps, "booking.cancelled")).find(
      (row) => row.toAddress === student.email,
    )!;
    expect(cancelled.text).toContain("Reason given: I am unwell");
    expect(cancelled.attachments[0]?.content).toContain(`UID:booking-${bookingId}@`);
    expect(cancelled.attachments[0]?.content).toContain("METHOD:CANCEL");
    expect(cancelled.attachments[0]?.content).toContain("STATUS:CANCELLED");
  });

  it("an admin reads the outbox, newest first, and one message with its attachments", async () => {
    const admin = await adminClient(context);
    const { student } = await bookedSession(context);
    const list = await admin.get<OutboxListResponse>(`/api/admin/outbox?to=${encodeURIComponent(student.email)}`);
    expect(list.status).toBe(200);
    // the list names each attachment and its type; the content waits for the one message
    expect(list.body.messages).toEqual([
      expect.objectContaining({
        kind: "booking.booked",
        to: student.email,
        attachments: [
          {
            filename: expect.stringMatching(/^disha-session-\d{4}-\d{2}-\d{2}\.ics$/) as string,
            contentType: "text/calendar; charset=utf-8; method=PUBLISH",
          },
        ],
      }),
    ]);
    const one = await admin.get<OutboxMessage>(`/api/admin/outbox/${list.body.messages[0]!.id}`);
    expect(one.status).toBe(200);
    expect(one.body.text).toContain("Hello Riya Student,");
    expect(one.body.attachments).toEqual([
      { ...list.body.messages[0]!.attachments[0], content: expect.stringContaining("BEGIN:VCALENDAR") as string },
    ]);

    // a message without a calendar file lists none
    const invited = await admin.post("/api/admin/mentor-invitations", { email: "listed.mentor@example.in" });
    expect(invited.status).toBe(201);
    const invitation = await admin.get<OutboxListResponse>("/api/admin/outbox?to=listed.mentor@example.in");
    expect(invitation.body.messages).toEqual([expect.objectContaining({ kind: "mentor.invitation", attachments: [] })]);

    const page = await admin.get<OutboxListResponse>("/api/admin/outbox?limit=1");
    expect(page.body.messages).toHaveLength(1);
    expect(page.body.nextBefore).toBe(`${page.body.messages[0]!.createdAt}~${page.body.messages[0]!.id}`);
    expect((await admin.get("/api/admin/outbox/no-such-message")).status).toBe(404);
    expect((await admin.get("/api/admin/outbox?limit=0")).status).toBe(400);
  });

  it("pages through messages that share a timestamp without skipping or repeating one", async () => {
    const admin = await adminClient(context);
    // one job writes both sides' mail in the same instant
    const at = new Date("2031-01-02T03:04:05.678Z");
    for (const address of ["same.one@example.in", "same.two@example.in", "same.three@example.in"]) {
      await sendMail(
        context.deps,
        { kind: "support.reply", to: { address }, subject: "Same instant", text: "Hello" },
        at,
      );
    }
    const seen: string[] = [];
    let before: string | null = null;
    do {
      const query: string = before ? `&before=${encodeURIComponent(before)}` : "";
      const page = await admin.get<OutboxListResponse>(`/api/admin/outbox?kind=support.reply&limit=1${query}`);
      expect(page.status).toBe(200);
      seen.push(...page.body.messages.map((message) => message.to));
      before = page.body.nextBefore;
    } while (before && seen.length < 10);
    expect(seen.filter((to) => to.startsWith("same.")).sort()).toEqual([
      "same.one@example.in",
      "same.three@example.in",
      "same.two@example.in",
    ]);
    expect((await admin.get("/api/admin/outbox?before=not-a-cursor")).status).toBe(400);
  });

  it("is for admins only", async () => {
    const student = new TestClient(context);
    await student.signUp();
    expect((await student.get("/api/admin/outbox")).status).toBe(403);
    expect((await new TestClient(context).get("/api/admin/outbox")).status).toBe(401);
  });

  it("a student's mail is in their export and goes when they delete their account", async () => {
    const client = new TestClient(context);
    const student = await client.signUp("Erased Student");
    const mentor = await makeMentor(context.deps, "Export Mentor");
    const bookingId = await insertBooking(context.deps, {
      mentorId: mentor.mentorId,
      studentId: student.id,
      startsAt: new Date(Date.now() + 4 * DAY),
    });
    await notifyBooking(context.deps, { bookingId, event: "booked" });
    await runDueJobs(context.deps);
    const exported = await client.get<{ mail: { subject: string }[]; reminders: { kind: string }[] }>("/api/me/export");
    expect(exported.body.mail).toHaveLength(1);
    // the booking's notice, sent, and its two reminders still due
    expect(exported.body.reminders.map((job) => job.kind).sort()).toEqual([
      "notice.booking",
      "reminder.booking",
      "reminder.booking",
    ]);
    expect((await client.request("DELETE", "/api/me", { confirm: "DELETE" })).status).toBe(204);
    const left = await outboxRows(context.deps);
    expect(left.filter((row) => row.toAddress === student.email)).toEqual([]);
    expect(left.filter((row) => row.toAddress === mentor.email)).toHaveLength(1);
  });
});

describe("mail through SMTP (SMTP_HOST configured)", () => {
  let smtp: SMTPServer;
  let context: TestContext;
  const received: { from: string; to: string[]; raw: string; user: string | undefined }[] = [];

  beforeAll(async () => {
    // a real SMTP server speaking the protocol in process; nodemailer talks to it as to any other
    smtp = new SMTPServer({
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === "disha" && auth.password === "mail-secret") callback(null, { user: auth.username });
        else callback(new Error("Invalid username or password"));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString("utf8"),
            user: session.user as string | undefined,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const { port } = smtp.server.address() as AddressInfo;
    context = await createTestContext({
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(port),
      SMTP_USER: "disha",
      SMTP_PASSWORD: "mail-secret",
      MAIL_FROM: "Disha <mail@disha.test>",
    });
  });
  afterAll(async () => {
    await context.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it("sends each message over SMTP with its .ics attached, and keeps none in the outbox", async () => {
    const { mentor, student, bookingId } = await bookedSession(context);
    expect(
      received
        .map((message) => message.to)
        .flat()
        .sort(),
    ).toEqual([mentor.email, student.email].sort());
    const toStudent = received.find((message) => message.to.includes(student.email))!;
    expect(toStudent.user).toBe("disha");
    expect(toStudent.from).toBe("mail@disha.test");
    const parsed = await simpleParser(toStudent.raw);
    expect(parsed.subject).toContain("Meera Mentor");
    expect(parsed.text).toContain("Hello Riya Student,");
    expect(parsed.attachments).toHaveLength(1);
    const [calendar] = parsed.attachments;
    expect(calendar?.filename).toMatch(/^disha-session-.*\.ics$/);
    expect(calendar?.contentType).toBe("text/calendar");
    expect(calendar?.content.toString("utf8")).toContain(`UID:booking-${bookingId}@`);
    expect(await outboxRows(context.deps)).toEqual([]);
  });
});
