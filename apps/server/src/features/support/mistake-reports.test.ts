import type { ApiError, MistakeReport, MistakeReportResponse, OutboxListResponse, OutboxMessage } from "@disha/shared";
import { knowledgeBase as kb } from "@disha/content/knowledge/base";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantRole } from "../../lib/roles.ts";
import { TestClient, uniqueAddress } from "../../testing/test-client.ts";
import { createTestContext, type TestContext } from "../../testing/test-server.ts";
import { MISTAKE_REPORTS_PER_IP } from "./mistake-report-routes.ts";

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

const report = (client: TestClient, body: Record<string, unknown>) =>
  client.post<MistakeReportResponse & ApiError>("/api/mistake-reports", body);
const inbox = async (status: string) =>
  (await admin.get<MistakeReport[]>(`/api/admin/mistake-reports?status=${status}`)).body;
const mailsOfKind = async () =>
  (await admin.get<OutboxListResponse>("/api/admin/outbox?kind=mistake.fixed")).body.messages;

describe("reporting a mistake", () => {
  it("lands in the support inbox tagged with the record; marking it fixed tells the signed-in reporter by mail", async () => {
    const student = new TestClient(context);
    const account = await student.signUp("Meera Student");
    const sent = await report(student, {
      kind: "career",
      recordId: "nurse",
      message: "  The B.Sc Nursing entrance is now through NEET-UG in many states.  ",
      sourceUrl: "https://www.indiannursingcouncil.org/",
    });
    expect(sent.status).toBe(201);
    expect(sent.body.report).toMatchObject({ kind: "career", recordId: "nurse", recordTitle: "Nurse" });

    const open = (await inbox("open")).find((item) => item.id === sent.body.report.id);
    expect(open).toMatchObject({
      kind: "career",
      recordId: "nurse",
      recordTitle: "Nurse",
      message: "The B.Sc Nursing entrance is now through NEET-UG in many states.",
      sourceUrl: "https://www.indiannursingcouncil.org/",
      reporterName: "Meera Student",
      status: "open",
      fixedAt: null,
    });
    expect(await mailsOfKind()).toEqual([]);

    const fixed = await admin.post<MistakeReport>(`/api/admin/mistake-reports/${sent.body.report.id}/fixed`);
    expect(fixed.status).toBe(200);
    expect(fixed.body).toMatchObject({ status: "fixed", fixedAt: expect.any(String) as string });
    expect((await inbox("open")).map((item) => item.id)).not.toContain(sent.body.report.id);
    expect((await inbox("fixed")).map((item) => item.id)).toContain(sent.body.report.id);

    const mails = await mailsOfKind();
    expect(mails).toEqual([
      expect.objectContaining({ to: account.email, subject: "Disha: the mistake you reported in Nurse is fixed" }),
    ]);
    const mail = (await admin.get<OutboxMessage>(`/api/admin/outbox/${mails[0]!.id}`)).body;
    expect(mail.text).toContain("Hello Meera Student,");
    expect(mail.text).toContain("/careers/nurse");
    expect(mail.text).toContain("> The B.Sc Nursing entrance is now through NEET-UG in many states.");

    // marking it again sends no second mail
    expect((await admin.post(`/api/admin/mistake-reports/${sent.body.report.id}/fixed`)).status).toBe(200);
    expect(await mailsOfKind()).toHaveLength(1);
  });

  it("takes reports on exams, colleges and scholarships, signed out too, and tells nobody when one is fixed", async () => {
    const visitor = new TestClient(context);
    const tagged: [string, string, string | undefined][] = [
      ["exam", "neet-ug", kb.examById("neet-ug")?.name.en],
      ["institution", "aiims-new-delhi", kb.institutionById("aiims-new-delhi")?.name],
      ["scholarship", "nmmss", kb.scholarshipById("nmmss")?.name.en],
    ];
    for (const [kind, recordId, title] of tagged) {
      const sent = await report(visitor, { kind, recordId, message: `Wrong fact in ${recordId}` });
      expect(sent.status, recordId).toBe(201);
      expect(title).toBeDefined();
      const item = (await inbox("open")).find((each) => each.id === sent.body.report.id);
      expect(item).toMatchObject({ kind, recordId, recordTitle: title, reporterName: null, sourceUrl: null });
    }
    const anonymous = (await inbox("open")).find((item) => item.recordId === "nmmss")!;
    const before = (await mailsOfKind()).length;
    expect((await admin.post(`/api/admin/mistake-reports/${anonymous.id}/fixed`)).status).toBe(200);
    expect(await mailsOfKind()).toHaveLength(before);
  });

  it("answers the shared 400 for bad input and 404 for a record or report that does not exist", async () => {
    const visitor = new TestClient(context);
    const base = { kind: "career", recordId: "nurse", message: "The salary is out of date." };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...base, message: "   " }, "message", "Say what is wrong"],
      [{ ...base, message: "x".repeat(1001) }, "message", "Please keep this under 1,000 characters"],
      [{ ...base, kind: "degree" }, "kind", "Choose a career, exam, college or scholarship"],
      [{ ...base, recordId: "" }, "recordId", "Say which record the mistake is in"],
      [
        { ...base, sourceUrl: "javascript:alert(1)" },
        "sourceUrl",
        "Enter a web address that starts with http:// or https://",
      ],
      [{ ...base, sourceUrl: "not a link" }, "sourceUrl", "Enter a web address that starts with http:// or https://"],
    ];
    for (const [body, field, message] of cases) {
      // each from its own address, so the rate limit does not answer first
      const response = await report(new TestClient(context), body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.code).toBe("validation_failed");
      expect(response.body.error.fields).toEqual({ [field]: message });
    }
    const unknown = await report(visitor, { ...base, recordId: "astronaut-on-mars" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe("The library has no such record to report a mistake in.");
    expect((await report(visitor, { ...base, kind: "exam" })).status).toBe(404);
    expect((await admin.post("/api/admin/mistake-reports/no-such-report/fixed")).status).toBe(404);
    expect((await admin.get("/api/admin/mistake-reports?status=spam")).status).toBe(400);
    // an empty source is no source
    expect((await report(visitor, { ...base, sourceUrl: "" })).status).toBe(201);
  });

  it(`allows ${MISTAKE_REPORTS_PER_IP} reports per address in ten minutes, then answers 429 in the shared shape`, async () => {
    const address = uniqueAddress();
    const statuses: number[] = [];
    for (let sent = 0; sent < MISTAKE_REPORTS_PER_IP + 2; sent += 1) {
      const response = await report(new TestClient(context, address), {
        kind: "exam",
        recordId: "cuet-ug",
        message: `Report number ${sent}`,
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array<number>(MISTAKE_REPORTS_PER_IP).fill(201), 429, 429]);
    const limited = await report(new TestClient(context, address), { kind: "exam", recordId: "cuet-ug", message: "x" });
    expect(limited.body.error).toMatchObject({
      code: "rate_limited",
      message: "You have reported several mistakes in a short time. Please wait a few minutes and try again.",
    });
    // another address is not held back
    expect((await report(new TestClient(context), { kind: "exam", recordId: "cuet-ug", message: "x" })).status).toBe(
      201,
    );
  });

  it("keeps the inbox and marking fixed to admins", async () => {
    const student = new TestClient(context);
    await student.signUp();
    expect((await student.get("/api/admin/mistake-reports")).status).toBe(403);
    expect((await new TestClient(context).post("/api/admin/mistake-reports/any/fixed")).status).toBe(401);
  });
});
