import type { OutboxListResponse, SupportInboxItem } from "@disha/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantRole } from "../../lib/roles.ts";
import { TestClient } from "../../testing/test-client.ts";
import { createTestContext, type TestContext } from "../../testing/test-server.ts";

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

async function send(message: string) {
  const response = await new TestClient(context).post<{ message: { id: string } }>("/api/support-messages", {
    name: "Pooja Das",
    email: "pooja@example.in",
    phone: "9876543210",
    message,
  });
  expect(response.status).toBe(201);
  return response.body.message.id;
}

const inbox = async (status: string) =>
  (await admin.get<SupportInboxItem[]>(`/api/admin/support-messages?status=${status}`)).body;

describe("support inbox", () => {
  it("holds a new message as open; a reply stores it, answers the message, and closing and reopening move it", async () => {
    const id = await send("How do I choose between PCM and PCB?");
    expect((await inbox("open")).map((item) => item.id)).toContain(id);

    const replied = await admin.post<SupportInboxItem>(`/api/admin/support-messages/${id}/replies`, {
      body: "Start with the career quiz, then talk to a mentor.",
    });
    expect(replied.status).toBe(201);
    expect(replied.body).toMatchObject({
      status: "answered",
      replies: [{ body: "Start with the career quiz, then talk to a mentor.", authorName: "Asha Admin" }],
    });
    expect((await inbox("open")).map((item) => item.id)).not.toContain(id);
    expect((await inbox("answered")).map((item) => item.id)).toContain(id);
    // with no SMTP server, the answer waits in the outbox for the admin to read
    const outbox = await admin.get<OutboxListResponse>("/api/admin/outbox?kind=support.reply");
    expect(outbox.body.messages).toEqual([
      expect.objectContaining({ to: "pooja@example.in", subject: "Disha support: an answer to your message" }),
    ]);

    expect((await admin.post(`/api/admin/support-messages/${id}/status`, { status: "closed" })).status).toBe(200);
    expect((await inbox("closed")).map((item) => item.id)).toContain(id);
    expect((await admin.post(`/api/admin/support-messages/${id}/status`, { status: "open" })).status).toBe(200);
    expect((await inbox("open")).find((item) => item.id === id)?.replies).toHaveLength(1);
  });

  it("answers 400 for an empty reply or an unknown state, 404 for an unknown message", async () => {
    const id = await send("Is there a Hindi mentor?");
    const empty = await admin.post(`/api/admin/support-messages/${id}/replies`, { body: "  " });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ error: { fields: { body: "Write a reply" } } });
    expect((await admin.post(`/api/admin/support-messages/${id}/status`, { status: "spam" })).status).toBe(400);
    expect((await admin.get("/api/admin/support-messages?status=spam")).status).toBe(400);
    expect((await admin.post("/api/admin/support-messages/nope/replies", { body: "Hi" })).status).toBe(404);
    expect((await admin.post("/api/admin/support-messages/nope/status", { status: "closed" })).status).toBe(404);
    expect((await inbox("open")).find((item) => item.id === id)?.replies).toEqual([]);
  });
});
