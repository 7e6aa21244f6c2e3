import { interestProfiler } from "@disha/content/interest-profiler";
import type {
  ClassCreated,
  ClassStudentsResponse,
  CodePreview,
  CounsellorSchoolsResponse,
  Created,
  InvitationAccepted,
  InvitationView,
  MySchoolResponse,
  SchoolFigures,
  SchoolRequestApproved,
  SchoolRequestListResponse,
} from "@disha/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantRole, rolesOf } from "../../lib/roles.ts";
import { outboxRows } from "../../testing/mail-fixtures.ts";
import { TestClient, uniqueEmail } from "../../testing/test-client.ts";
import { createTestContext, type TestContext } from "../../testing/test-server.ts";

let context: TestContext;
let admin: TestClient;

beforeAll(async () => {
  context = await createTestContext();
  admin = new TestClient(context);
  const { id } = await admin.signUp("Admin Person");
  await grantRole(context.deps.db, id, "admin");
});
afterAll(async () => {
  await context.close();
});

/** Answers that make the given types strongest, in that order. */
function answersFavouring(...types: string[]): Record<string, number> {
  return Object.fromEntries(
    interestProfiler().items.map((item) => [item.id, types.includes(item.type) ? 4 - types.indexOf(item.type) : 0]),
  );
}

/** A school requested, approved, and its counsellor's invitation accepted: the counsellor, signed in. */
async function approvedCounsellor(schoolName = "Government Model School") {
  const email = uniqueEmail("counsellor");
  const requested = await new TestClient(context).post<Created>("/api/school-requests", {
    schoolName,
    udiseCode: "",
    city: "Lucknow",
    counsellorName: "Rekha Iyer",
    counsellorEmail: email.toUpperCase(),
  });
  expect(requested.status).toBe(201);
  const listed = await admin.get<SchoolRequestListResponse>("/api/admin/school-requests");
  expect(listed.body.requests.find((row) => row.id === requested.body.id)).toMatchObject({
    schoolName,
    counsellorEmail: email,
    status: "open",
  });
  const approved = await admin.post<SchoolRequestApproved>(`/api/admin/school-requests/${requested.body.id}/approve`);
  expect(approved.status).toBe(200);
  expect(approved.body.request.status).toBe("approved");
  const mail = (await outboxRows(context.deps, "counsellor.invitation"))
    .filter((row) => row.toAddress === email)
    .at(-1)!;
  expect(mail.subject).toContain(schoolName);
  const token = decodeURIComponent(mail.text.match(/\/invitations\/(\S+)/)![1]!);
  const counsellor = new TestClient(context);
  const view = await counsellor.get<InvitationView>(`/api/invitations/${token}`);
  expect(view.body).toMatchObject({ email, role: "counsellor", schoolName });
  const accepted = await counsellor.post<InvitationAccepted>(`/api/invitations/${token}`, {
    name: "Rekha Iyer",
    password: "counsel-horse-1",
  });
  expect(accepted.status).toBe(201);
  expect(accepted.body).toMatchObject({ role: "counsellor", mentorId: null });
  expect(await rolesOf(context.deps.db, accepted.body.user.id)).toEqual(["student", "counsellor"]);
  return { counsellor, schoolId: approved.body.schoolId, requestId: requested.body.id };
}

/** A school request approved: the counsellor's invitation token, read out of the outbox. */
async function approvedRequest(schoolName: string, email: string) {
  const requested = await new TestClient(context).post<Created>("/api/school-requests", {
    schoolName,
    city: "Kanpur",
    counsellorName: "Meera Das",
    counsellorEmail: email,
  });
  const approved = await admin.post<SchoolRequestApproved>(`/api/admin/school-requests/${requested.body.id}/approve`);
  expect(approved.status).toBe(200);
  const mail = (await outboxRows(context.deps, "counsellor.invitation"))
    .filter((row) => row.toAddress === email)
    .at(-1)!;
  return { schoolId: approved.body.schoolId, token: decodeURIComponent(mail.text.match(/\/invitations\/(\S+)/)![1]!) };
}

async function classOf(counsellor: TestClient, schoolId: string, name = "10 B") {
  const created = await counsellor.post<ClassCreated>(`/api/schools/${schoolId}/classes`, { name, grade: 10 });
  expect(created.status).toBe(201);
  expect(created.body.joinCode).toMatch(/^[A-Z2-9]{8}$/);
  return created.body;
}

const students = (counsellor: TestClient, schoolId: string, classId: string) =>
  counsellor.get<ClassStudentsResponse>(`/api/schools/${schoolId}/classes/${classId}/students`);

describe("schools and classes", () => {
  it("a request approved invites the counsellor, who makes a class; a student joins and the counsellor sees exactly what is shared", async () => {
    const { counsellor, schoolId } = await approvedCounsellor();
    const mine = await counsellor.get<CounsellorSchoolsResponse>("/api/schools");
    expect(mine.body.schools).toEqual([
      expect.objectContaining({ id: schoolId, name: "Government Model School", city: "Lucknow", classes: [] }),
    ]);
    const { id: classId, joinCode } = await classOf(counsellor, schoolId);

    const student = new TestClient(context);
    const { id: studentId } = await student.signUp("Farah Khan");
    expect(
      (await student.request("PUT", "/api/me/interests", { answers: answersFavouring("S", "A", "E") })).status,
    ).toBe(201);
    expect((await student.request("PUT", "/api/me/shortlist/nurse", { note: "Private" })).status).toBeLessThan(300);
    const preview = await student.get<CodePreview>(`/api/school-codes/${joinCode.toLowerCase()}`);
    expect(preview.body).toEqual({
      school: { name: "Government Model School", city: "Lucknow" },
      class: { name: "10 B" },
    });
    const joined = await student.post<MySchoolResponse>("/api/me/school", {
      code: `${joinCode.slice(0, 4)}-${joinCode.slice(4)}`,
      share: { interests: true, shortlist: false, progress: false },
    });
    expect(joined.status).toBe(201);
    expect(joined.body.membership).toMatchObject({
      class: { name: "10 B" },
      share: { interests: true, shortlist: false, progress: false },
    });

    const seen = await students(counsellor, schoolId, classId);
    expect(seen.status).toBe(200);
    expect(seen.body.students).toEqual([
      {
        id: studentId,
        name: "Farah Khan",
        className: "10 B",
        hasPlan: true,
        share: { interests: true, shortlist: false, progress: false },
        interestCode: "SAE",
      },
    ]);
    expect(JSON.stringify(seen.body)).not.toContain("nurse");
    const figures = await counsellor.get<SchoolFigures>(`/api/schools/${schoolId}/classes/${classId}/figures`);
    expect(figures.body).toMatchObject({
      students: 1,
      withPlan: 1,
      sharing: { interests: 1, shortlist: 0, progress: 0 },
      topCareers: [],
      examWindows: [],
    });
    expect(figures.body.interestLeads.find((lead) => lead.letter === "S")?.students).toBe(1);
    const csv = await counsellor.get<string>(`/api/schools/${schoolId}/classes/${classId}/students.csv`);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.body).toBe("name,class,hasPlan,interestCode,shortlist,progress\r\nFarah Khan,10 B,yes,SAE,,\r\n");

    // sharing the shortlist too, then stopping all sharing
    await student.request("PUT", "/api/me/school", { share: { interests: true, shortlist: true, progress: true } });
    const more = await students(counsellor, schoolId, classId);
    expect(more.body.students[0]).toMatchObject({ shortlist: [{ slug: "nurse" }], progress: [] });
    expect(JSON.stringify(more.body)).not.toContain("Private");
    const school = await counsellor.get<SchoolFigures>(`/api/schools/${schoolId}/figures`);
    expect(school.body.topCareers).toEqual([expect.objectContaining({ slug: "nurse", students: 1 })]);

    const stopped = await student.request<MySchoolResponse>("PUT", "/api/me/school", {
      share: { interests: false, shortlist: false, progress: false },
    });
    expect(stopped.status).toBe(200);
    const summary = await students(counsellor, schoolId, classId);
    expect(summary.body.students).toEqual([
      {
        id: studentId,
        name: "Farah Khan",
        className: "10 B",
        hasPlan: true,
        share: { interests: false, shortlist: false, progress: false },
      },
    ]);
    const csvAfter = await counsellor.get<string>(`/api/schools/${schoolId}/classes/${classId}/students.csv`);
    expect(csvAfter.body).not.toContain("SAE");

    // a note the student sees; leaving takes the student out of the class
    const note = await counsellor.post(`/api/schools/${schoolId}/classes/${classId}/students/${studentId}/notes`, {
      body: "Come and see me about the nursing entrance.",
    });
    expect(note.status).toBe(201);
    const withNote = await student.get<MySchoolResponse>("/api/me/school");
    expect(withNote.body.membership?.notes).toEqual([
      expect.objectContaining({ counsellorName: "Rekha Iyer", body: "Come and see me about the nursing entrance." }),
    ]);
    expect((await student.delete("/api/me/school")).status).toBe(204);
    expect((await student.get<MySchoolResponse>("/api/me/school")).body).toEqual({ membership: null, removed: null });
    expect((await students(counsellor, schoolId, classId)).body.students).toEqual([]);
    expect((await student.delete("/api/me/school")).status).toBe(404);
  });

  it("a wrong or rotated join code is a 404 with a clear message; students already in stay", async () => {
    const { counsellor, schoolId } = await approvedCounsellor("Rotation School");
    const { id: classId, joinCode } = await classOf(counsellor, schoolId);
    const student = new TestClient(context);
    await student.signUp();
    const wrong = await student.post<{ error: { code: string; message: string } }>("/api/me/school", {
      code: "ZZZZ-ZZZZ",
    });
    expect(wrong.status).toBe(404);
    expect(wrong.body.error.message).toContain("No class has this join code");
    expect((await student.post("/api/me/school", { code: "not a code at all" })).status).toBe(404);
    expect((await student.post("/api/me/school", { code: joinCode })).status).toBe(201);
    // summary only unless the student chooses more
    expect((await student.get<MySchoolResponse>("/api/me/school")).body.membership?.share).toEqual({
      interests: false,
      shortlist: false,
      progress: false,
    });
    const rotated = await counsellor.post<{ joinCode: string }>(
      `/api/schools/${schoolId}/classes/${classId}/join-code`,
    );
    expect(rotated.status).toBe(200);
    expect(rotated.body.joinCode).not.toBe(joinCode);
    const late = new TestClient(context);
    await late.signUp();
    expect((await late.post("/api/me/school", { code: joinCode })).status).toBe(404);
    expect((await late.get(`/api/school-codes/${joinCode}`)).status).toBe(404);
    expect((await late.post("/api/me/school", { code: rotated.body.joinCode })).status).toBe(201);
    expect((await students(counsellor, schoolId, classId)).body.students).toHaveLength(2);
  });

  it("a counsellor of another school gets 403, never a student outside their classes", async () => {
    const first = await approvedCounsellor("First School");
    const other = await approvedCounsellor("Other School");
    const { id: classId, joinCode } = await classOf(first.counsellor, first.schoolId);
    const student = new TestClient(context);
    const { id: studentId } = await student.signUp();
    await student.post("/api/me/school", {
      code: joinCode,
      share: { interests: true, shortlist: true, progress: true },
    });
    const base = `/api/schools/${first.schoolId}/classes/${classId}`;
    for (const [method, path, body] of [
      ["GET", `${base}/students`],
      ["GET", `${base}/students.csv`],
      ["GET", `${base}/figures`],
      ["GET", `/api/schools/${first.schoolId}/figures`],
      ["POST", `${base}/join-code`],
      ["POST", `/api/schools/${first.schoolId}/classes`, { name: "9 A" }],
      ["POST", `${base}/students/${studentId}/notes`, { body: "Hello" }],
      ["DELETE", `${base}/students/${studentId}`],
    ] as const) {
      const response = await other.counsellor.request<{ error: { message: string } }>(method, path, body);
      expect(response.status, path).toBe(403);
    }
    // the other counsellor's own class path cannot reach a class of another school either
    const { id: otherClass } = await classOf(other.counsellor, other.schoolId);
    expect((await students(other.counsellor, other.schoolId, classId)).status).toBe(404);
    expect(
      (
        await other.counsellor.post(
          `/api/schools/${other.schoolId}/classes/${otherClass}/students/${studentId}/notes`,
          {
            body: "Hello",
          },
        )
      ).status,
    ).toBe(404);
    expect((await students(other.counsellor, "no-such-school", classId)).status).toBe(404);
    // a student is not a counsellor
    expect((await students(student, first.schoolId, classId)).status).toBe(403);
    expect((await student.delete(`${base}/students/${studentId}`)).status).toBe(403);
    // none of it took the student out of the class
    expect((await students(first.counsellor, first.schoolId, classId)).body.students).toHaveLength(1);
  });

  it("one counsellor serves several schools; a second request with the same UDISE code adds a counsellor to the school", async () => {
    const { counsellor, schoolId } = await approvedCounsellor("Hub School");
    const made = await counsellor.post<Created>("/api/schools", { name: "Spoke School" });
    expect(made.status).toBe(201);
    const mine = await counsellor.get<CounsellorSchoolsResponse>("/api/schools");
    expect(mine.body.schools.map((school) => school.id).sort()).toEqual([schoolId, made.body.id].sort());

    const udiseCode = `0${Date.now()}`.slice(-11);
    const request = async (email: string) =>
      (
        await new TestClient(context).post<Created>("/api/school-requests", {
          schoolName: "UDISE School",
          udiseCode,
          city: "Patna",
          counsellorName: "A Counsellor",
          counsellorEmail: email,
        })
      ).body.id;
    const one = await admin.post<SchoolRequestApproved>(
      `/api/admin/school-requests/${await request(uniqueEmail())}/approve`,
    );
    const two = await admin.post<SchoolRequestApproved>(
      `/api/admin/school-requests/${await request(uniqueEmail())}/approve`,
    );
    expect(two.body.schoolId).toBe(one.body.schoolId);
  });

  it("an admin declines a request, once; only admins see and decide requests", async () => {
    const { body } = await new TestClient(context).post<Created>("/api/school-requests", {
      schoolName: "Declined School",
      city: "Agra",
      counsellorName: "Someone",
      counsellorEmail: uniqueEmail(),
    });
    const declined = await admin.post<{ status: string }>(`/api/admin/school-requests/${body.id}/decline`);
    expect(declined.body.status).toBe("declined");
    expect((await admin.post(`/api/admin/school-requests/${body.id}/approve`)).status).toBe(404);
    expect((await admin.post(`/api/admin/school-requests/${body.id}/decline`)).status).toBe(404);
    const student = new TestClient(context);
    await student.signUp();
    expect((await student.get("/api/admin/school-requests")).status).toBe(403);
    expect((await student.post("/api/schools", { name: "Mine" })).status).toBe(403);
  });

  it("checks what is sent", async () => {
    const response = await new TestClient(context).post<{ error: { fields: Record<string, string> } }>(
      "/api/school-requests",
      { schoolName: "", udiseCode: "123", city: "", counsellorName: "", counsellorEmail: "nope" },
    );
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields).sort()).toEqual(
      ["city", "counsellorEmail", "counsellorName", "schoolName", "udiseCode"].sort(),
    );
    const student = new TestClient(context);
    await student.signUp();
    const share = await student.post<{ error: { fields: Record<string, string> } }>("/api/me/school", {
      code: "ABCD-EFGH",
      share: { interests: "yes" },
    });
    expect(share.status).toBe(400);
  });

  it("joining is rate limited per account", async () => {
    const student = new TestClient(context);
    await student.signUp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1)
      statuses.push((await student.post("/api/me/school", { code: "ZZZZ-ZZZZ" })).status);
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it("joining is rate limited per address, across accounts", async () => {
    const address = "203.0.113.77";
    let last = 0;
    for (let account = 0; account < 11 && last !== 429; account += 1) {
      const student = new TestClient(context, address);
      // sign-up is limited per address too; accounts are made from elsewhere and then used from here
      const elsewhere = new TestClient(context);
      await elsewhere.signUp();
      student.cookie = elsewhere.cookie;
      for (let attempt = 0; attempt < 20 && last !== 429; attempt += 1)
        last = (await student.get(`/api/school-codes/ZZZZZZZZ`)).status;
    }
    expect(last).toBe(429);
  });

  it("deleting a student removes them from their class; the export lists the school and the sharing choices", async () => {
    const { counsellor, schoolId } = await approvedCounsellor("Export School");
    const { id: classId, joinCode } = await classOf(counsellor, schoolId);
    const student = new TestClient(context);
    await student.signUp();
    await student.post("/api/me/school", {
      code: joinCode,
      share: { interests: false, shortlist: true, progress: false },
    });
    const exported = await student.get<Record<string, unknown>>("/api/me/export");
    expect(exported.body.schools).toEqual([
      expect.objectContaining({
        school: "Export School",
        class: "10 B",
        sharing: { summary: true, interests: false, shortlist: true, progress: false },
      }),
    ]);
    expect((await student.request("DELETE", "/api/me", { confirm: "DELETE" })).status).toBe(204);
    expect((await students(counsellor, schoolId, classId)).body.students).toEqual([]);
  });

  it("an account that exists already accepts a counsellor invitation, signed in at the invited address, once", async () => {
    const existing = new TestClient(context);
    const { id, email } = await existing.signUp("Meera Das");
    const { schoolId, token } = await approvedRequest("Existing Account School", email);
    const claim = `/api/invitations/${encodeURIComponent(token)}/claim`;
    // a new account cannot be made at the address, and the answer says to sign in
    const signUp = await new TestClient(context).post<{ error: { code: string; message: string } }>(
      `/api/invitations/${encodeURIComponent(token)}`,
      { name: "Meera Das", password: "counsel-horse-1" },
    );
    expect(signUp.status).toBe(409);
    expect(signUp.body.error.message).toContain("Sign in with it");
    // signed out: 401; another address: 403 in the shared error shape, and the link stays open
    expect((await new TestClient(context).post(claim)).status).toBe(401);
    const other = new TestClient(context);
    const { id: otherId } = await other.signUp("Someone Else");
    const refused = await other.post<{ error: { code: string; message: string } }>(claim);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("forbidden");
    expect(refused.body.error.message).toContain("another e-mail address");
    expect(await rolesOf(context.deps.db, otherId)).toEqual(["student"]);

    const accepted = await existing.post<InvitationAccepted>(claim);
    expect(accepted.status).toBe(201);
    expect(accepted.body).toEqual({ user: { id, name: "Meera Das", email }, role: "counsellor", mentorId: null });
    expect(await rolesOf(context.deps.db, id)).toEqual(["student", "counsellor"]);
    const mine = await existing.get<CounsellorSchoolsResponse>("/api/schools");
    expect(mine.body.schools.map((school) => school.id)).toEqual([schoolId]);
    await classOf(existing, schoolId);
    // single use: not again, not by a new sign-up either
    expect((await existing.post(claim)).status).toBe(404);
    expect((await new TestClient(context).get(`/api/invitations/${encodeURIComponent(token)}`)).status).toBe(404);
  });

  it("a counsellor removes a student from a class: gone from the table, figures and CSV; the student sees it and can join again", async () => {
    const { counsellor, schoolId } = await approvedCounsellor("Removal School");
    const { id: classId, joinCode } = await classOf(counsellor, schoolId);
    const student = new TestClient(context);
    const { id: studentId } = await student.signUp("Imran Ali");
    expect(
      (await student.request("PUT", "/api/me/interests", { answers: answersFavouring("I", "R", "C") })).status,
    ).toBe(201);
    const share = { interests: true, shortlist: true, progress: true };
    expect((await student.post("/api/me/school", { code: joinCode, share })).status).toBe(201);
    const stays = new TestClient(context);
    await stays.signUp("Kavya Nair");
    expect((await stays.post("/api/me/school", { code: joinCode })).status).toBe(201);
    const notes = `/api/schools/${schoolId}/classes/${classId}/students/${studentId}/notes`;
    expect((await counsellor.post(notes, { body: "Well done, Imran." })).status).toBe(201);

    const removal = `/api/schools/${schoolId}/classes/${classId}/students/${studentId}`;
    expect((await counsellor.delete(removal)).status).toBe(204);
    expect((await students(counsellor, schoolId, classId)).body.students.map((row) => row.name)).toEqual([
      "Kavya Nair",
    ]);
    const counted = await counsellor.get<SchoolFigures>(`/api/schools/${schoolId}/classes/${classId}/figures`);
    expect(counted.body).toMatchObject({ students: 1, sharing: { interests: 0, shortlist: 0, progress: 0 } });
    expect(counted.body.interestLeads.every((lead) => lead.students === 0)).toBe(true);
    const csv = await counsellor.get<string>(`/api/schools/${schoolId}/classes/${classId}/students.csv`);
    expect(csv.body).not.toContain("Imran");
    const classes = await counsellor.get<CounsellorSchoolsResponse>("/api/schools");
    expect(classes.body.schools.find((school) => school.id === schoolId)?.classes[0]?.students).toBe(1);
    // the class's notes to the student go with them
    const stored = await context.deps.db
      .selectFrom("counsellorNote")
      .select("id")
      .where("studentId", "=", studentId)
      .execute();
    expect(stored).toEqual([]);

    // the student's dashboard says so, and the export lists it
    const mine = await student.get<MySchoolResponse>("/api/me/school");
    expect(mine.body).toEqual({
      membership: null,
      removed: {
        school: { name: "Removal School", city: "Lucknow" },
        class: { name: "10 B" },
        removedAt: expect.any(String) as unknown,
      },
    });
    const exported = await student.get<{ classRemovals: unknown[] }>("/api/me/export");
    expect(exported.body.classRemovals).toEqual([expect.objectContaining({ school: "Removal School", class: "10 B" })]);
    // a second removal finds no student
    expect((await counsellor.delete(removal)).status).toBe(404);

    // the code still works: the student joins again and is back in the class
    const again = await student.post<MySchoolResponse>("/api/me/school", { code: joinCode });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ membership: { class: { name: "10 B" } }, removed: null });
    expect((await students(counsellor, schoolId, classId)).body.students).toHaveLength(2);
    // leaving by themself afterwards ends the old notice too
    expect((await student.delete("/api/me/school")).status).toBe(204);
    expect((await student.get<MySchoolResponse>("/api/me/school")).body).toEqual({ membership: null, removed: null });
  });
});
