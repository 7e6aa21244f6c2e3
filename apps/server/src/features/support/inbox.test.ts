import type { OutboxListResponse, SupportInboxItem } from "@disha/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantRole } from "../../lib/roles.ts";
import { mailedConfirmationToken, outboxRows } from "../../testing/mail-fixtures.ts";
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
    // the sender was signed out: nothing goes to the typed address until its mailbox confirms it
    const replies = async () => (await admin.get<OutboxListResponse>("/api/admin/outbox?kind=support.reply")).body;
    expect(replied.body.repliesByMail).toBe(false);
    expect((await replies()).messages).toEqual([]);
    const token = await mailedConfirmationToken(context.deps, "pooja@example.in");
    const confirmed = await new TestClient(context).post("/api/support-messages/confirmations", { token });
    expect(confirmed.status).toBe(200);
    // with no SMTP server, the answer waits in the outbox for the admin to read
    expect((await replies()).messages).toEqual([
      expect.objectContaining({ to: "pooja@example.in", subject: "Disha support: an answer to your message" }),
    ]);
    expect((await inbox("answered")).find((item) => item.id === id)?.repliesByMail).toBe(true);

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

  it("answers a signed-in sender at the account's address, whatever address was typed", async () => {
    const student = new TestClient(context);
    const account = await student.signUp("Nisha Rao");
    const sent = await student.post<{ message: { id: string } }>("/api/support-messages", {
      name: "Nisha Rao",
      email: "someone.else@example.in",
      phone: "9876543210",
      message: "Can my friend get the answer?",
    });
    expect(sent.status).toBe(201);
    const reply = await admin.post<SupportInboxItem>(`/api/admin/support-messages/${sent.body.message.id}/replies`, {
      body: "Here is the answer.",
    });
    expect(reply.body.repliesByMail).toBe(true);
    const mailed = (await outboxRows(context.deps)).filter((row) => row.text.includes("Here is the answer."));
    expect(mailed.map((row) => row.toAddress)).toEqual([account.email]);
    // nor was a confirmation link sent to the typed address
    expect((await outboxRows(context.deps)).filter((row) => row.toAddress === "someone.else@example.in")).toEqual([]);
  });

  it("asks a signed-out sender's address for confirmation in a mail that carries nothing they typed", async () => {
    const response = await new TestClient(context).post("/api/support-messages", {
      name: "Asha",
      email: "stranger.target@example.in",
      phone: "9876543210",
      message: "Seat expires today. Confirm at evil example",
    });
    expect(response.status).toBe(201);
    const [mail, ...more] = (await outboxRows(context.deps)).filter(
      (row) => row.toAddress === "stranger.target@example.in",
    );
    expect(more).toEqual([]);
    expect(mail?.kind).toBe("support.confirm");
    expect(mail?.text.startsWith("Hello,\n\n")).toBe(true);
    expect(mail?.text).not.toContain("Asha");
    expect(mail?.text).not.toContain("Seat expires");
  });
});
