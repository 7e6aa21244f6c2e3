import { PRIVACY_NOTICE_VERSION, type StudentParentsResponse } from "@disha/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantRole } from "../../lib/roles.ts";
import { inviteParent, verifyAddress } from "../../testing/parent-fixtures.ts";
import { doctorProfile } from "../../testing/profile-fixtures.ts";
import { TestClient, uniqueEmail } from "../../testing/test-client.ts";
import { createTestContext, type TestContext } from "../../testing/test-server.ts";
import { CONSENT_METHOD } from "./service.ts";

// With CONSENT_MODE=parent, through the real HTTP path of the app (e2e/consent.e2e.ts walks the screens)
let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({ CONSENT_MODE: "parent" });
});
afterAll(async () => {
  await context.close();
});

type ErrorBody = { error: { code: string; message: string } };
const consentBody = { noticeVersion: PRIVACY_NOTICE_VERSION, agree: true };

async function storedProfile(userId: string) {
  return context.deps.db.selectFrom("profile").select("userId").where("userId", "=", userId).executeTakeFirst();
}

/** A student and a linked parent (verified or not). */
async function linkedFamily({ verified }: { verified: boolean }) {
  const student = new TestClient(context);
  const child = await student.signUp("Asha Verma");
  const parentEmail = uniqueEmail("parent");
  const token = await inviteParent(context, student, parentEmail);
  const parent = new TestClient(context);
  await parent.signUp("Ravi Verma", parentEmail);
  await verifyAddress(context, parent, parentEmail);
  expect((await parent.post(`/api/parent-invitations/${encodeURIComponent(token)}`, {})).status).toBe(201);
  if (!verified) {
    // as if the address changed after the link was claimed: unverified again
    const unverified = context.deps.dbKind === "postgres" ? false : 0;
    await context.deps.db
      .updateTable("user")
      .set({ emailVerified: unverified })
      .where("email", "=", parentEmail)
      .execute();
  }
  return { student, child, parent, parentEmail };
}

describe("CONSENT_MODE=parent", () => {
  it("a new student uses the profiler, but nothing of theirs is stored until a linked, verified parent consents; withdrawing stops it again", async () => {
    const { student, child, parent, parentEmail } = await linkedFamily({ verified: true });
    // reading is open: the profiler's items, the (empty) plan
    expect((await student.get("/api/interest-profiler")).status).toBe(200);
    expect((await student.get("/api/me/plan")).status).toBe(200);

    const refused = await student.post<ErrorBody>("/api/profile", doctorProfile);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("consent_required");
    expect(refused.body.error.message).toMatch(/parent/);
    expect((await student.request("PUT", "/api/me/quiz-result", { resultId: "result-doctor-biotech" })).status).toBe(
      403,
    );
    expect((await student.request("PUT", "/api/me/shortlist/doctor", { note: "" })).status).toBe(403);
    expect(await storedProfile(child.id)).toBeUndefined();
    expect((await student.get<StudentParentsResponse>("/api/me/parents")).body.consent).toEqual({
      required: true,
      given: null,
      storedData: false,
    });

    // the parent reads the notice's version and agrees
    expect(
      (await parent.post(`/api/parent/children/${child.id}/consent`, { ...consentBody, agree: false })).status,
    ).toBe(400);
    expect(
      (await parent.post(`/api/parent/children/${child.id}/consent`, { ...consentBody, noticeVersion: "1999-01-01" }))
        .status,
    ).toBe(400);
    expect((await parent.post(`/api/parent/children/${child.id}/consent`, consentBody)).status).toBe(201);
    expect((await parent.post(`/api/parent/children/${child.id}/consent`, consentBody)).status).toBe(200);
    expect((await student.post("/api/profile", doctorProfile)).status).toBe(201);
    expect(await storedProfile(child.id)).toBeDefined();
    // deleting what the consent covers waits for a withdrawal: it never undoes a consent in force
    const early = await parent.delete<ErrorBody>(`/api/parent/children/${child.id}/stored-data`);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toMatch(/Withdraw it first/);
    expect(await storedProfile(child.id)).toBeDefined();

    const exported = await student.get<{ consentRecords: Record<string, unknown>[] }>("/api/me/export");
    expect(exported.body.consentRecords).toEqual([
      expect.objectContaining({
        parentEmail,
        method: CONSENT_METHOD,
        noticeVersion: PRIVACY_NOTICE_VERSION,
        givenAt: expect.any(String) as unknown,
        withdrawnAt: null,
      }),
    ]);

    // the parent withdraws: writes stop at once, with the same clear 403
    const withdrawn = await parent.delete<{ required: boolean; given: unknown }>(
      `/api/parent/children/${child.id}/consent`,
    );
    expect(withdrawn.body).toEqual({ required: true, given: null, storedData: true });
    const afterWithdrawal = await student.request<ErrorBody>("PUT", "/api/profile", doctorProfile);
    expect(afterWithdrawal.status).toBe(403);
    expect(afterWithdrawal.body.error.code).toBe("consent_required");
    expect((await parent.delete(`/api/parent/children/${child.id}/consent`)).status).toBe(404);

    // deletion is offered: the parent deletes the profile, plan and chat; the account and the record stay
    const deleted = await parent.delete<{ storedData: boolean }>(`/api/parent/children/${child.id}/stored-data`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ required: true, given: null, storedData: false });
    expect(await storedProfile(child.id)).toBeUndefined();
    expect((await student.get<StudentParentsResponse>("/api/me/parents")).body.consent.storedData).toBe(false);
    const kept = await student.get<{ consentRecords: unknown[]; profile: unknown }>("/api/me/export");
    expect(kept.status).toBe(200);
    expect(kept.body.consentRecords).toEqual([expect.objectContaining({ withdrawnBy: "parent" })]);
  });

  it("the student can withdraw too; a parent who has not verified their address cannot consent", async () => {
    const { student, child, parent } = await linkedFamily({ verified: false });
    const unverified = await parent.post<ErrorBody>(`/api/parent/children/${child.id}/consent`, consentBody);
    expect(unverified.status).toBe(403);
    expect(unverified.body.error.message).toMatch(/Verify your e-mail/);

    const parentEmail = (await parent.get<{ user: { email: string } }>("/api/auth/get-session")).body.user.email;
    await verifyAddress(context, parent, parentEmail);
    expect((await parent.post(`/api/parent/children/${child.id}/consent`, consentBody)).status).toBe(201);
    expect((await student.request("PUT", "/api/me/quiz-result", { resultId: "result-doctor-biotech" })).status).toBe(
      200,
    );
    expect((await student.delete<{ given: unknown }>("/api/me/consent")).body).toEqual({
      required: true,
      given: null,
      storedData: true,
    });
    expect((await student.request("PUT", "/api/me/quiz-result", { resultId: "result-doctor-biotech" })).status).toBe(
      403,
    );
    expect((await student.delete("/api/me/consent")).status).toBe(404);
    // the student deletes what was stored themself, and stays signed in
    const cleared = await student.delete<{ storedData: boolean }>("/api/me/consent/stored-data");
    expect(cleared.body).toEqual({ required: true, given: null, storedData: false });
    const quiz = await context.deps.db
      .selectFrom("quizResult")
      .select("userId")
      .where("userId", "=", child.id)
      .executeTakeFirst();
    expect(quiz).toBeUndefined();
    expect((await student.get<{ user: { id: string } }>("/api/auth/get-session")).body.user.id).toBe(child.id);
    const records = await student.get<{ consentRecords: { withdrawnBy: string }[] }>("/api/me/export");
    expect(records.body.consentRecords).toEqual([expect.objectContaining({ withdrawnBy: "student" })]);
  });

  it("a parent not linked to the child cannot consent; an adult's account (a mentor's) needs no consent", async () => {
    const { child } = await linkedFamily({ verified: true });
    const stranger = new TestClient(context);
    const { id, email } = await stranger.signUp();
    await grantRole(context.deps.db, id, "parent");
    await verifyAddress(context, stranger, email);
    expect((await stranger.post(`/api/parent/children/${child.id}/consent`, consentBody)).status).toBe(404);
    expect((await stranger.delete(`/api/parent/children/${child.id}/stored-data`)).status).toBe(404);

    const mentor = new TestClient(context);
    const account = await mentor.signUp("Meera Mentor");
    await grantRole(context.deps.db, account.id, "mentor");
    expect((await mentor.post("/api/profile", { ...doctorProfile, name: "Meera Mentor" })).status).toBe(201);
  });
});

describe("CONSENT_MODE=off (the default)", () => {
  it("stores as before and refuses a consent as not needed", async () => {
    const plain = await createTestContext();
    try {
      const student = new TestClient(plain);
      const { id } = await student.signUp();
      expect((await student.post("/api/profile", doctorProfile)).status).toBe(201);
      expect((await student.get<StudentParentsResponse>("/api/me/parents")).body.consent).toEqual({
        required: false,
        given: null,
        storedData: true,
      });
      const parent = new TestClient(plain);
      const { id: parentId } = await parent.signUp();
      await grantRole(plain.deps.db, parentId, "parent");
      expect((await parent.post(`/api/parent/children/${id}/consent`, consentBody)).status).toBe(400);
      expect((await parent.delete(`/api/parent/children/${id}/stored-data`)).status).toBe(400);
    } finally {
      await plain.close();
    }
  });
});
