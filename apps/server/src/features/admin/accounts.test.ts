import type { AdminAccount, AdminMentor, Mentor } from "@disha/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantRole } from "../../lib/roles.ts";
import { connected, openChat, signUpOverHttp } from "../../testing/chat-client.ts";
import { TestClient } from "../../testing/test-client.ts";
import {
  createTestContext,
  startTestNodes,
  TEST_APP_URL,
  type TestContext,
  type TestNodes,
} from "../../testing/test-server.ts";

let context: TestContext;
let admin: TestClient;
let adminId: string;
beforeAll(async () => {
  context = await createTestContext();
  admin = new TestClient(context);
  adminId = (await admin.signUp("Asha Admin")).id;
  await grantRole(context.deps.db, adminId, "admin");
});
afterAll(async () => {
  await context.close();
});

describe("accounts", () => {
  it("finds accounts by part of the name or e-mail, in any letter case", async () => {
    const student = new TestClient(context);
    const { id, email } = await student.signUp("Tanvi Kulkarni");
    const byName = await admin.get<AdminAccount[]>("/api/admin/accounts?query=KULKAR");
    expect(byName.body).toEqual([
      {
        id,
        name: "Tanvi Kulkarni",
        email,
        roles: ["student"],
        disabled: false,
        createdAt: expect.any(String) as unknown,
      },
    ]);
    const byEmail = await admin.get<AdminAccount[]>(
      `/api/admin/accounts?query=${encodeURIComponent(email.toUpperCase())}`,
    );
    expect(byEmail.body.map((account) => account.id)).toEqual([id]);
    expect((await admin.get<AdminAccount[]>("/api/admin/accounts?query=nobody-by-this-name")).body).toEqual([]);
  });

  it("disables an account: its session ends at once and it cannot sign in again until enabled", async () => {
    const student = new TestClient(context);
    const { id, email, password } = await student.signUp("Imran Sheikh");
    expect((await student.get("/api/bookings")).status).toBe(200);

    const disabled = await admin.post<AdminAccount>(`/api/admin/accounts/${id}/disable`);
    expect(disabled.body.disabled).toBe(true);
    expect((await student.get("/api/bookings")).status).toBe(401);
    const again = await new TestClient(context).post("/api/auth/sign-in/email", { email, password });
    expect(again.status).toBe(403);
    expect(again.body).toMatchObject({
      error: { message: "This account has been disabled. Write to Disha's support to ask why." },
    });

    expect((await admin.post<AdminAccount>(`/api/admin/accounts/${id}/enable`)).body.disabled).toBe(false);
    expect((await new TestClient(context).post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
  });

  it("grants and revokes roles, which take effect on the next request; never on the admin's own account", async () => {
    const user = new TestClient(context);
    const { id } = await user.signUp("Farah Khan");
    expect((await user.get("/api/admin/workshops")).status).toBe(403);
    const granted = await admin.post<AdminAccount>(`/api/admin/accounts/${id}/roles`, { role: "admin" });
    expect(granted.body.roles).toEqual(["student", "admin"]);
    expect((await user.get("/api/admin/workshops")).status).toBe(200);
    const revoked = await admin.delete<AdminAccount>(`/api/admin/accounts/${id}/roles/admin`);
    expect(revoked.body.roles).toEqual(["student"]);
    expect((await user.get("/api/admin/workshops")).status).toBe(403);

    expect((await admin.post(`/api/admin/accounts/${id}/roles`, { role: "student" })).status).toBe(400);
    expect((await admin.delete(`/api/admin/accounts/${id}/roles/owner`)).status).toBe(400);
    expect((await admin.delete(`/api/admin/accounts/${adminId}/roles/admin`)).status).toBe(409);
    expect((await admin.post(`/api/admin/accounts/${adminId}/disable`)).status).toBe(409);
    expect((await admin.post("/api/admin/accounts/nobody/disable")).status).toBe(404);
  });
});

describe("mentor cards", () => {
  it("deactivates a card, which leaves the public list (read here for the first time), and brings it back", async () => {
    const cards = (await admin.get<AdminMentor[]>("/api/admin/mentors")).body;
    const card = cards[0]!;
    expect(card.active).toBe(true);
    expect((await admin.post(`/api/admin/mentors/${card.id}/deactivate`)).status).toBe(204);
    expect((await admin.get<AdminMentor[]>("/api/admin/mentors")).body.find((m) => m.id === card.id)?.active).toBe(
      false,
    );
    const listed = (await new TestClient(context).get<Mentor[]>("/api/mentors")).body;
    expect(listed.map((mentor) => mentor._id)).not.toContain(card.id);
    // bringing the card back drops the kept list too
    expect((await admin.post(`/api/admin/mentors/${card.id}/activate`)).status).toBe(204);
    expect((await admin.get<AdminMentor[]>("/api/admin/mentors")).body.find((m) => m.id === card.id)?.active).toBe(
      true,
    );
    expect((await admin.post("/api/admin/mentors/nope/deactivate")).status).toBe(404);
  });
});

describe("a disabled account's open chat", () => {
  let cluster: TestNodes;
  beforeAll(async () => {
    cluster = await startTestNodes(1);
  });
  afterAll(async () => {
    await cluster.close();
  });

  it("is closed at once", async () => {
    const baseUrl = cluster.urls[0]!;
    const { db } = cluster.nodes[0]!.deps;
    const adminAccount = await signUpOverHttp(baseUrl, "Chat Admin");
    await grantRole(db, adminAccount.id, "admin");
    const student = await signUpOverHttp(baseUrl, "Chat Student");
    const socket = openChat(baseUrl, student.cookie);
    await connected(socket);
    const closed = new Promise<void>((resolve) => socket.on("disconnect", () => resolve()));
    const response = await fetch(`${baseUrl}/api/admin/accounts/${student.id}/disable`, {
      method: "POST",
      headers: { origin: TEST_APP_URL, cookie: adminAccount.cookie, "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(200);
    await closed;
    socket.disconnect();
  });
});
