import type {
  InvitationAccepted,
  InvitationView,
  MentorInvitationCreated,
  MentorInvitationListResponse,
} from "@disha/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantRole, rolesOf } from "../../lib/roles.ts";
import { outboxRows } from "../../testing/mail-fixtures.ts";
import { TestClient, uniqueEmail } from "../../testing/test-client.ts";
import { createTestContext, TEST_APP_URL, type TestContext } from "../../testing/test-server.ts";
import { hashToken } from "../../lib/mailbox-token.ts";
import { INVITATION_TTL_MS } from "./service.ts";

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

/** Invites `email` and reads the link out of the mail that went to the outbox. */
async function invite(email: string) {
  const response = await admin.post<MentorInvitationCreated>("/api/admin/mentor-invitations", {
    email,
    name: "Kabir",
  });
  expect(response.status).toBe(201);
  const mail = (await outboxRows(context.deps, "mentor.invitation"))
    .filter((row) => row.toAddress === email.toLowerCase())
    .at(-1)!;
  const link = mail.text.match(/http\S+\/invitations\/(\S+)/);
  expect(link?.[0].startsWith(`${TEST_APP_URL}/invitations/`)).toBe(true);
  return { invitation: response.body.invitation, token: decodeURIComponent(link![1]!) };
}

describe("mentor invitations", () => {
  it("an admin invites by e-mail; the link lets the invitee set a name and password and become a mentor", async () => {
    const email = uniqueEmail("mentor");
    const { invitation, token } = await invite(email.toUpperCase());
    expect(invitation).toMatchObject({ email, name: "Kabir", status: "pending", acceptedAt: null });
    // only the token's hash is stored
    const stored = await context.deps.db
      .selectFrom("invitation")
      .selectAll()
      .where("id", "=", invitation.id)
      .executeTakeFirstOrThrow();
    expect(stored.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    const invitee = new TestClient(context);
    const view = await invitee.get<InvitationView>(`/api/invitations/${token}`);
    expect(view.status).toBe(200);
    expect(view.body).toEqual({
      email,
      name: "Kabir",
      role: "mentor",
      schoolName: null,
      expiresAt: invitation.expiresAt,
    });

    const accepted = await invitee.post<InvitationAccepted>(`/api/invitations/${token}`, {
      name: "Kabir Singh",
      password: "mentor-horse-1",
    });
    expect(accepted.status).toBe(201);
    expect(accepted.body.user).toMatchObject({ name: "Kabir Singh", email });
    expect(await rolesOf(context.deps.db, accepted.body.user.id)).toEqual(["student", "mentor"]);
    const card = await context.deps.db
      .selectFrom("mentor")
      .selectAll()
      .where("id", "=", accepted.body.mentorId)
      .executeTakeFirstOrThrow();
    expect(card).toMatchObject({ userId: accepted.body.user.id, name: "Kabir Singh" });

    // signed in at once, and able to sign in again with the password chosen
    const session = await invitee.get<{ user: { email: string } }>("/api/auth/get-session");
    expect(session.body.user.email).toBe(email);
    const again = new TestClient(context);
    expect((await again.post("/api/auth/sign-in/email", { email, password: "mentor-horse-1" })).status).toBe(200);

    const listed = await admin.get<MentorInvitationListResponse>("/api/admin/mentor-invitations");
    expect(listed.body.invitations.find((row) => row.id === invitation.id)?.status).toBe("accepted");
  });

  it("a token works once", async () => {
    const { token } = await invite(uniqueEmail("once"));
    const first = new TestClient(context);
    const second = new TestClient(context);
    const [a, b] = await Promise.all([
      first.post(`/api/invitations/${token}`, { name: "First", password: "mentor-horse-1" }),
      second.post(`/api/invitations/${token}`, { name: "Second", password: "mentor-horse-2" }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 404]);
    expect((await new TestClient(context).get(`/api/invitations/${token}`)).status).toBe(404);
    expect(
      (await new TestClient(context).post(`/api/invitations/${token}`, { name: "Third", password: "mentor-horse-3" }))
        .status,
    ).toBe(404);
  });

  it("a token expires", async () => {
    const { invitation, token } = await invite(uniqueEmail("late"));
    const past = new Date(Date.now() - INVITATION_TTL_MS - 1000).toISOString();
    await context.deps.db.updateTable("invitation").set({ expiresAt: past }).where("id", "=", invitation.id).execute();
    const client = new TestClient(context);
    expect((await client.get(`/api/invitations/${token}`)).status).toBe(404);
    expect((await client.post(`/api/invitations/${token}`, { name: "Late", password: "mentor-horse-1" })).status).toBe(
      404,
    );
    const listed = await admin.get<MentorInvitationListResponse>("/api/admin/mentor-invitations");
    expect(listed.body.invitations.find((row) => row.id === invitation.id)?.status).toBe("expired");
  });

  it("a wrong token is a 404 in the shared error shape", async () => {
    const client = new TestClient(context);
    const response = await client.get<{ error: { code: string; message: string } }>("/api/invitations/not-a-token");
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe("not_found");
    expect((await client.post("/api/invitations/not-a-token", { name: "X", password: "mentor-horse-1" })).status).toBe(
      404,
    );
  });

  it("a new invitation or a revoke ends the old link", async () => {
    const email = uniqueEmail("again");
    const { token: old } = await invite(email);
    const { invitation, token } = await invite(email);
    expect((await new TestClient(context).get(`/api/invitations/${old}`)).status).toBe(404);
    expect((await new TestClient(context).get(`/api/invitations/${token}`)).status).toBe(200);
    expect((await admin.delete(`/api/admin/mentor-invitations/${invitation.id}`)).status).toBe(204);
    expect((await new TestClient(context).get(`/api/invitations/${token}`)).status).toBe(404);
    expect((await admin.delete(`/api/admin/mentor-invitations/${invitation.id}`)).status).toBe(404);
  });

  it("an address that already has an account is refused a new one with 409; that account, signed in, accepts", async () => {
    const existing = new TestClient(context);
    const { id, email } = await existing.signUp("Already Here");
    const { token } = await invite(email);
    const response = await new TestClient(context).post(`/api/invitations/${token}`, {
      name: "Already Here",
      password: "mentor-horse-1",
    });
    expect(response.status).toBe(409);
    const accepted = await existing.post<InvitationAccepted>(`/api/invitations/${token}/claim`);
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({ user: { id, email }, role: "mentor" });
    expect(await rolesOf(context.deps.db, id)).toEqual(["student", "mentor"]);
    const card = await context.deps.db
      .selectFrom("mentor")
      .select("userId")
      .where("id", "=", accepted.body.mentorId)
      .executeTakeFirst();
    expect(card?.userId).toBe(id);
    expect((await existing.post(`/api/invitations/${token}/claim`)).status).toBe(404);
  });

  it("checks what the invitee sends", async () => {
    const { token } = await invite(uniqueEmail("fields"));
    const response = await new TestClient(context).post<{ error: { fields: Record<string, string> } }>(
      `/api/invitations/${token}`,
      { name: "", password: "short" },
    );
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({
      name: "Enter your name.",
      password: "Use at least 8 characters.",
    });
  });

  it("only admins invite, list and revoke", async () => {
    const student = new TestClient(context);
    await student.signUp();
    const mentor = new TestClient(context);
    const { id } = await mentor.signUp();
    await grantRole(context.deps.db, id, "mentor");
    for (const client of [student, mentor]) {
      expect((await client.post("/api/admin/mentor-invitations", { email: uniqueEmail() })).status).toBe(403);
      expect((await client.get("/api/admin/mentor-invitations")).status).toBe(403);
      expect((await client.delete("/api/admin/mentor-invitations/any")).status).toBe(403);
    }
    expect((await new TestClient(context).post("/api/admin/mentor-invitations", { email: uniqueEmail() })).status).toBe(
      401,
    );
    expect((await admin.post("/api/admin/mentor-invitations", { email: "not-an-email" })).status).toBe(400);
  });
});
