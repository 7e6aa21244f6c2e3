import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, istDate } from "@disha/shared";
import { PRIVACY_NOTICE_VERSION } from "@disha/shared";
import { grantRole } from "./lib/roles.ts";
import { inviteParent, verifyAddress } from "./testing/parent-fixtures.ts";
import { personalDataRegistry } from "./registry.ts";
import { runDueJobs } from "./testing/mail-fixtures.ts";
import { TestClient, uniqueEmail } from "./testing/test-client.ts";
import { createTestContext, type TestContext } from "./testing/test-server.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

async function tablesInDatabase(): Promise<string[]> {
  const { db, dbKind } = context.deps;
  const rows =
    dbKind === "postgres"
      ? (
          await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(db)
        ).rows
      : (
          await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)
        ).rows;
  return rows.map((row) => row.name).sort();
}

/** Every row of every table that mentions any of `needles` in any column, as "table: value". */
async function rowsNaming(needles: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const table of await tablesInDatabase()) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(context.deps.db)).rows;
    for (const row of rows) {
      const text = JSON.stringify(row).toLowerCase();
      for (const needle of needles) if (text.includes(needle.toLowerCase())) found.push(`${table}: ${needle}`);
    }
  }
  return found;
}

describe("every table accounted for", () => {
  it("registers every table in the database, once", async () => {
    const registered = personalDataRegistry.map((entry) => entry.table);
    expect(new Set(registered).size).toBe(registered.length);
    expect(await tablesInDatabase()).toEqual([...registered].sort());
  });

  it("exports sessions, registrations and support messages sent signed out under the account's e-mail, then deletion leaves no row naming the student", async () => {
    const email = uniqueEmail("erase");
    const phone = "9812345678";
    // before signing up: a registration and a support message under the same e-mail (other letter case)
    const visitor = new TestClient(context);
    expect(
      (
        await visitor.post("/api/workshops/career-fundamentals/registrations", {
          name: "Nandini Rao",
          phoneNumber: phone,
          gender: "FEMALE",
          email: email.toUpperCase(),
          subject: "Science",
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await visitor.post("/api/support-messages", {
          name: "Nandini Rao",
          email: email.toUpperCase(),
          phone,
          message: "Is there a Hindi mentor?",
        })
      ).status,
    ).toBe(201);

    const student = new TestClient(context);
    const { id } = await student.signUp("Nandini Rao", email);
    const mentors = (await student.get<{ _id: string }[]>("/api/mentors")).body;
    expect(
      (
        await student.post("/api/book", {
          mentorId: mentors[1]!._id,
          date: addDays(istDate(new Date()), 4),
          time: "12:00",
        })
      ).status,
    ).toBe(201);
    expect(
      (await student.post("/api/support-messages", { name: "Nandini Rao", email, phone, message: "Thank you!" }))
        .status,
    ).toBe(201);

    expect(
      (
        await student.post("/api/mistake-reports", {
          kind: "exam",
          recordId: "neet-ug",
          message: "Nandini Rao: wrong month",
        })
      ).status,
    ).toBe(201);

    // in a school's class, sharing everything, with a note from the counsellor
    const counsellor = new TestClient(context);
    const { id: counsellorId } = await counsellor.signUp("Class Counsellor");
    await grantRole(context.deps.db, counsellorId, "counsellor");
    const school = (await counsellor.post<{ id: string }>("/api/schools", { name: "Erase School" })).body.id;
    const schoolClass = (
      await counsellor.post<{ id: string; joinCode: string }>(`/api/schools/${school}/classes`, { name: "9 C" })
    ).body;
    const share = { interests: true, shortlist: true, progress: true };
    // taken out of an earlier class by the counsellor, which the student's record keeps
    const earlier = (
      await counsellor.post<{ id: string; joinCode: string }>(`/api/schools/${school}/classes`, { name: "9 B" })
    ).body;
    expect((await student.post("/api/me/school", { code: earlier.joinCode, share })).status).toBe(201);
    expect((await counsellor.delete(`/api/schools/${school}/classes/${earlier.id}/students/${id}`)).status).toBe(204);
    expect((await student.post("/api/me/school", { code: schoolClass.joinCode, share })).status).toBe(201);
    const notePath = `/api/schools/${school}/classes/${schoolClass.id}/students/${id}/notes`;
    expect((await counsellor.post(notePath, { body: "See me, Nandini Rao." })).status).toBe(201);
    // the community: a question (edited, answered), an answer removed by a moderator, a report, a helpful mark
    const other = new TestClient(context);
    await other.signUp("Omkar Patil");
    const moderator = new TestClient(context);
    await grantRole(context.deps.db, (await moderator.signUp("Mod Erator")).id, "moderator");
    const asked = {
      title: "Nandini Rao asks: is NEET hard?",
      body: "Nandini Rao is in class 10.",
      tags: ["exam:neet-ug"],
    };
    const mine = (await student.post<{ id: string }>("/api/questions", asked)).body.id;
    expect(
      (await student.request("PUT", `/api/questions/${mine}`, { ...asked, body: "Nandini Rao, class 10." })).status,
    ).toBe(200);
    const reply = (await other.post<{ id: string }>(`/api/questions/${mine}/answers`, { body: "Yes, but doable." }))
      .body.id;
    expect((await student.post(`/api/answers/${reply}/helpful`)).status).toBe(200);
    const theirs = (
      await other.post<{ id: string }>("/api/questions", {
        ...asked,
        title: "Omkar asks about NEET",
        body: "Is biology enough?",
      })
    ).body.id;
    const answer = (
      await student.post<{ id: string }>(`/api/questions/${theirs}/answers`, { body: "Nandini Rao says: start early." })
    ).body.id;
    expect(
      (
        await student.post("/api/reports", {
          kind: "question",
          id: theirs,
          reason: "Nandini Rao thinks it is a duplicate",
        })
      ).status,
    ).toBe(201);
    expect(
      (await moderator.post(`/api/moderation/answer/${answer}/actions`, { action: "remove", reason: "Test removal" }))
        .status,
    ).toBe(200);

    const exported = await student.get<Record<string, unknown>>("/api/me/export");
    expect(exported.status).toBe(200);
    expect(exported.body.schools).toEqual([expect.objectContaining({ school: "Erase School", class: "9 C" })]);
    expect(exported.body.counsellorNotes).toEqual([expect.objectContaining({ body: "See me, Nandini Rao." })]);
    expect(exported.body.classRemovals).toEqual([expect.objectContaining({ school: "Erase School", class: "9 B" })]);
    expect(exported.body.sessions).toEqual([
      expect.objectContaining({ ipAddress: expect.any(String) as unknown, userAgent: expect.any(String) as unknown }),
    ]);
    expect(exported.body.workshopRegistrations).toHaveLength(1);
    expect(exported.body.supportMessages).toHaveLength(2);
    expect(exported.body.bookings).toHaveLength(1);
    expect(exported.body.communityQuestions).toHaveLength(1);
    expect(exported.body.communityAnswers).toHaveLength(1);
    expect(exported.body.communityNotices).toHaveLength(2);
    expect(exported.body.mistakeReports).toEqual([expect.objectContaining({ recordId: "neet-ug", status: "open" })]);
    expect(JSON.stringify(exported.body)).not.toContain("token");

    expect((await rowsNaming([id, email])).length).toBeGreaterThan(0);
    expect((await student.request("DELETE", "/api/me", { confirm: "DELETE" })).status).toBe(204);
    expect(await rowsNaming([id, email, phone, "Nandini Rao"])).toEqual([]);
    const classList = await counsellor.get<{ students: unknown[] }>(
      `/api/schools/${school}/classes/${schoolClass.id}/students`,
    );
    expect(classList.body.students).toEqual([]);
  });

  it("deleting a counsellor's account leaves their school and notes to students, and no row naming the counsellor", async () => {
    const counsellorEmail = uniqueEmail("counsellor");
    const requested = await new TestClient(context).post<{ id: string }>("/api/school-requests", {
      schoolName: "Kept School",
      city: "Indore",
      counsellorName: "Zoya Counsellor",
      counsellorEmail,
    });
    const admin = new TestClient(context);
    const { id: adminId } = await admin.signUp();
    await grantRole(context.deps.db, adminId, "admin");
    const approved = await admin.post<{ schoolId: string }>(`/api/admin/school-requests/${requested.body.id}/approve`);
    expect(approved.status).toBe(200);
    const counsellor = new TestClient(context);
    const { id } = await counsellor.signUp("Zoya Counsellor", counsellorEmail);
    await grantRole(context.deps.db, id, "counsellor");
    const school = (await counsellor.post<{ id: string }>("/api/schools", { name: "Zoya's Own School" })).body.id;
    const schoolClass = (
      await counsellor.post<{ id: string; joinCode: string }>(`/api/schools/${school}/classes`, { name: "12 A" })
    ).body;
    const student = new TestClient(context);
    const { id: studentId } = await student.signUp();
    await student.post("/api/me/school", { code: schoolClass.joinCode });
    const notePath = `/api/schools/${school}/classes/${schoolClass.id}/students/${studentId}/notes`;
    expect((await counsellor.post(notePath, { body: "Keep going." })).status).toBe(201);

    expect((await counsellor.request("DELETE", "/api/me", { confirm: "DELETE" })).status).toBe(204);
    expect(await rowsNaming([id, counsellorEmail, "Zoya Counsellor"])).toEqual([]);
    const kept = await student.get<{ membership: { notes: { body: string }[] } }>("/api/me/school");
    expect(kept.body.membership.notes).toEqual([expect.objectContaining({ body: "Keep going." })]);
  });

  it("deleting a mentor's account leaves their students' sessions, and no row naming the mentor but the mail those students were sent", async () => {
    const mentor = new TestClient(context);
    const { id, email } = await mentor.signUp("Vikram Oberoi");
    await grantRole(context.deps.db, id, "mentor");
    const meetingUrl = "https://meet.example.in/vikram-oberoi";
    expect((await mentor.request("PUT", "/api/mentor-console/meeting-link", { meetingUrl })).status).toBe(200);
    const cardId = (await mentor.get<{ mentor: { id: string } }>("/api/mentor-console")).body.mentor.id;
    const student = new TestClient(context);
    const { id: studentId } = await student.signUp("Meher Student");
    const booked = await student.post<{ id: string }>("/api/book", {
      mentorId: cardId,
      date: addDays(istDate(new Date()), 4),
      time: "15:00",
    });
    expect(booked.status).toBe(201);
    const sessionUrl = "https://meet.example.in/vikram-oberoi-session";
    const link = await mentor.request("PUT", `/api/mentor-console/bookings/${booked.body.id}/meeting-link`, {
      meetingUrl: sessionUrl,
    });
    expect(link.status).toBe(204);
    await runDueJobs(context.deps);

    expect((await mentor.request("DELETE", "/api/me", { confirm: "DELETE" })).status).toBe(204);
    await runDueJobs(context.deps);
    expect(await rowsNaming([id, email, cardId])).toEqual([]);
    // the mail the student was sent when they booked is theirs, and names who they booked
    const naming = await context.deps.db
      .selectFrom("outboxMessage")
      .select(["toUserId"])
      .where((eb) => eb.or([eb("text", "like", "%Vikram Oberoi%"), eb("attachments", "like", `%${meetingUrl}%`)]))
      .execute();
    expect(naming.length).toBeGreaterThan(0);
    expect(naming.every((row) => row.toUserId === studentId)).toBe(true);
    expect((await rowsNaming(["Vikram Oberoi", meetingUrl])).every((row) => row.startsWith("outboxMessage:"))).toBe(
      true,
    );
    const kept = await student.get<{ bookings: { id: string; cancelledBy: string | null }[] }>("/api/bookings");
    expect(kept.body.bookings).toEqual([expect.objectContaining({ id: booked.body.id, cancelledBy: "disha" })]);
  });
  it("a student's parent links and consent records are exported and erased with either account; the child keeps a withdrawn consent without the erased parent", async () => {
    const student = new TestClient(context);
    const child = await student.signUp("Tara Iyer");
    const parentEmail = uniqueEmail("parent");
    const token = await inviteParent(context, student, parentEmail);
    const parent = new TestClient(context);
    const parentAccount = await parent.signUp("Sunil Iyer", parentEmail);
    await verifyAddress(context, parent, parentEmail);
    expect((await parent.post(`/api/parent-invitations/${encodeURIComponent(token)}`, {})).status).toBe(201);
    // a consent as CONSENT_MODE=parent records it (this context runs with the mode off)
    await context.deps.db
      .insertInto("consentRecord")
      .values({
        id: `consent-${child.id}`,
        studentId: child.id,
        parentUserId: parentAccount.id,
        parentEmail,
        method: "parent-account-verified-email",
        noticeVersion: PRIVACY_NOTICE_VERSION,
        givenAt: new Date().toISOString(),
        withdrawnAt: null,
        withdrawnBy: null,
      })
      .execute();
    const exported = await student.get<{ parentLinks: unknown[]; consentRecords: unknown[] }>("/api/me/export");
    expect(exported.body.parentLinks).toHaveLength(1);
    expect(exported.body.consentRecords).toHaveLength(1);

    // the parent goes first: the child's consent stays on record, withdrawn, naming nobody
    expect((await parent.request("DELETE", "/api/me", { confirm: "DELETE" })).status).toBe(204);
    expect(await rowsNaming([parentAccount.id, parentEmail, "Sunil Iyer"])).toEqual([]);
    const kept = await student.get<{ parentLinks: unknown[]; consentRecords: { withdrawnBy: string }[] }>(
      "/api/me/export",
    );
    expect(kept.body.parentLinks).toEqual([]);
    expect(kept.body.consentRecords).toEqual([
      expect.objectContaining({ withdrawnBy: "parent-erased", parentEmail: null }),
    ]);

    // a pending invitation to another parent goes with the child
    const otherParent = uniqueEmail("pending-parent");
    await inviteParent(context, student, otherParent);
    expect((await student.request("DELETE", "/api/me", { confirm: "DELETE" })).status).toBe(204);
    expect(await rowsNaming([child.id, child.email])).toEqual([]);
    const links = await context.deps.db
      .selectFrom("parentLink")
      .select("id")
      .where("email", "=", otherParent)
      .execute();
    expect(links).toEqual([]);
  });
});
