import type { ParentChildView, StudentParentsResponse } from "@disha/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rolesOf } from "../../lib/roles.ts";
import { doctorProfile } from "../../testing/profile-fixtures.ts";
import { inviteParent, verifyAddress } from "../../testing/parent-fixtures.ts";
import { TestClient, uniqueEmail } from "../../testing/test-client.ts";
import { createTestContext, type TestContext } from "../../testing/test-server.ts";
import { PARENT_INVITATIONS_PER_DAY } from "./routes.ts";
import { MAX_PARENTS } from "./service.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

type ErrorBody = { error: { code: string; message: string } };

/** A student with a profile and a shortlisted career, so there is a plan to share. */
async function studentWithPlan() {
  const student = new TestClient(context);
  const account = await student.signUp("Asha Verma");
  expect((await student.post("/api/profile", doctorProfile)).status).toBe(201);
  expect((await student.request("PUT", "/api/me/shortlist/doctor", { note: "" })).status).toBe(200);
  return { student, account };
}

async function parentAccount(email = uniqueEmail("parent")) {
  const parent = new TestClient(context);
  const account = await parent.signUp("Ravi Verma", email);
  return { parent, account };
}

describe("parents", () => {
  it("a student invites a parent; the verified parent claims the link and sees, read only, what the child shares", async () => {
    const { student, account: child } = await studentWithPlan();
    const parentEmail = uniqueEmail("parent");
    const token = await inviteParent(context, student, parentEmail.toUpperCase());
    const pending = await student.get<StudentParentsResponse>("/api/me/parents");
    expect(pending.body.parents).toEqual([expect.objectContaining({ email: parentEmail, status: "pending" })]);
    expect(pending.body.consent).toEqual({ required: false, given: null, storedData: true });

    const view = await new TestClient(context).get(`/api/parent-invitations/${encodeURIComponent(token)}`);
    expect(view.body).toMatchObject({ studentName: "Asha Verma", email: parentEmail });

    const { parent, account } = await parentAccount(parentEmail);
    // unverified: refused, and the link stays open
    const unverified = await parent.post<ErrorBody>(`/api/parent-invitations/${encodeURIComponent(token)}`, {});
    expect(unverified.status).toBe(403);
    expect(unverified.body.error.message).toMatch(/Verify your e-mail/);
    await verifyAddress(context, parent, parentEmail);
    const claimed = await parent.post(`/api/parent-invitations/${encodeURIComponent(token)}`, {});
    expect(claimed.status).toBe(201);
    expect(await rolesOf(context.deps.db, account.id)).toEqual(["student", "parent"]);
    // single use
    expect((await parent.post(`/api/parent-invitations/${encodeURIComponent(token)}`, {})).status).toBe(404);

    const children = await parent.get<{ children: { studentId: string; name: string }[] }>("/api/parent/children");
    expect(children.body.children).toEqual([expect.objectContaining({ studentId: child.id, name: "Asha Verma" })]);
    // sessions only, until the child shares the plan
    const before = await parent.get<ParentChildView>(`/api/parent/children/${child.id}`);
    expect(before.body).toMatchObject({ share: "sessions", plan: null, sessions: [], workshops: [] });

    const linkId = (await student.get<StudentParentsResponse>("/api/me/parents")).body.parents[0]!.id;
    expect((await student.request("PUT", `/api/me/parents/${linkId}`, { share: "plan" })).status).toBe(200);
    const after = await parent.get<ParentChildView>(`/api/parent/children/${child.id}`);
    expect(after.body.plan?.shortlist).toEqual([expect.objectContaining({ slug: "doctor" })]);
    // read only: the parent has no way to write the child's plan, and their own plan is their own
    expect((await parent.get<{ shortlist: unknown[] }>("/api/me/shortlist")).body.shortlist).toEqual([]);

    // the student's export lists the link; the parent's lists the child
    const exported = await student.get<{ parentLinks: { as: string; parentName: string }[] }>("/api/me/export");
    expect(exported.body.parentLinks).toEqual([expect.objectContaining({ as: "student", parentName: "Ravi Verma" })]);
    const parentExport = await parent.get<{ parentLinks: { as: string }[] }>("/api/me/export");
    expect(parentExport.body.parentLinks).toEqual([
      expect.objectContaining({ as: "parent", studentName: "Asha Verma" }),
    ]);

    // the child unlinks: the parent sees nothing more and, with no child left, is a parent no more
    expect((await student.delete(`/api/me/parents/${linkId}`)).status).toBe(204);
    expect((await parent.get(`/api/parent/children/${child.id}`)).status).toBe(403);
    expect(await rolesOf(context.deps.db, account.id)).toEqual(["student"]);
  });

  it("only the invited address claims the link: not another account, not the child", async () => {
    const { student, account: child } = await studentWithPlan();
    const parentEmail = uniqueEmail("invited");
    const token = await inviteParent(context, student, parentEmail);
    const { parent: stranger } = await parentAccount();
    await verifyAddress(
      context,
      stranger,
      (await stranger.get<{ user: { email: string } }>("/api/auth/get-session")).body.user.email,
    );
    const refused = await stranger.post<ErrorBody>(`/api/parent-invitations/${encodeURIComponent(token)}`, {});
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/another e-mail address/);
    expect((await student.post(`/api/parent-invitations/${encodeURIComponent(token)}`, {})).status).toBe(403);
    expect(
      (await new TestClient(context).post(`/api/parent-invitations/${encodeURIComponent(token)}`, {})).status,
    ).toBe(401);
    expect((await stranger.get(`/api/parent/children/${child.id}`)).status).toBe(403);
    // the invitee can still claim it
    const { parent } = await parentAccount(parentEmail);
    await verifyAddress(context, parent, parentEmail);
    expect((await parent.post(`/api/parent-invitations/${encodeURIComponent(token)}`, {})).status).toBe(201);
  });

  it("a parent with two children picks either, sees no other child, and can unlink themself", async () => {
    const parentEmail = uniqueEmail("two");
    const { parent, account } = await parentAccount(parentEmail);
    await verifyAddress(context, parent, parentEmail);
    const first = await studentWithPlan();
    const second = await studentWithPlan();
    for (const { student } of [first, second]) {
      const token = await inviteParent(context, student, parentEmail);
      expect((await parent.post(`/api/parent-invitations/${encodeURIComponent(token)}`, {})).status).toBe(201);
    }
    const children = await parent.get<{ children: { studentId: string }[] }>("/api/parent/children");
    expect(children.body.children.map((c) => c.studentId).sort()).toEqual([first.account.id, second.account.id].sort());
    const other = await studentWithPlan();
    expect((await parent.get(`/api/parent/children/${other.account.id}`)).status).toBe(404);

    expect((await parent.delete(`/api/parent/children/${first.account.id}`)).status).toBe(204);
    expect((await parent.get(`/api/parent/children/${first.account.id}`)).status).toBe(404);
    expect((await first.student.get<StudentParentsResponse>("/api/me/parents")).body.parents).toEqual([]);
    expect(await rolesOf(context.deps.db, account.id)).toEqual(["student", "parent"]);
    expect((await parent.delete(`/api/parent/children/${second.account.id}`)).status).toBe(204);
    expect(await rolesOf(context.deps.db, account.id)).toEqual(["student"]);
  });

  it("checks the invitation: an address, not the student's own, a few a day; a wrong token is a 404", async () => {
    const student = new TestClient(context);
    const { email } = await student.signUp();
    expect((await student.post("/api/me/parents", { email: "not-an-address" })).status).toBe(400);
    expect((await student.post("/api/me/parents", { email })).status).toBe(400);
    expect((await student.post("/api/me/parents", { email: uniqueEmail(), role: "admin" })).status).toBe(400);
    // at most MAX_PARENTS links, and PARENT_INVITATIONS_PER_DAY invitations a day
    const busy = new TestClient(context);
    await busy.signUp();
    const statuses: number[] = [];
    for (let i = 0; i <= PARENT_INVITATIONS_PER_DAY; i++) {
      statuses.push((await busy.post("/api/me/parents", { email: uniqueEmail("many") })).status);
    }
    expect(statuses).toEqual([...Array<number>(MAX_PARENTS).fill(201), 409, 429]);
    const wrong = await new TestClient(context).get<ErrorBody>("/api/parent-invitations/not-a-token");
    expect(wrong.status).toBe(404);
    expect(wrong.body.error.code).toBe("not_found");
    expect((await student.request("PUT", "/api/me/parents/no-such-link", { share: "plan" })).status).toBe(404);
    expect((await student.request("PUT", "/api/me/parents/no-such-link", { share: "all" })).status).toBe(400);
    expect((await student.delete("/api/me/parents/no-such-link")).status).toBe(404);
  });
});
