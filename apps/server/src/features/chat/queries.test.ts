import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "../../testing/test-client.ts";
import { createTestContext, type TestContext } from "../../testing/test-server.ts";
import { type ChatExchange, createChatWriter, listChatHistory } from "./queries.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

const at = "2030-01-01T00:00:00.000Z";
const exchange = (userId: string, question: string): ChatExchange => ({
  userId,
  question: { text: question, askedAt: at },
  reply: { text: `About ${question}`, repliedAt: at },
});

describe("the chat writer", () => {
  it("stores every exchange of one turn, each question just before its reply", async () => {
    const { id } = await new TestClient(context).signUp();
    const writer = createChatWriter(context.deps.db);
    await Promise.all(["first", "second", "third"].map((question) => writer.store(exchange(id, question))));
    expect(await listChatHistory(context.deps.db, id)).toEqual([
      { sender: "user", text: "first" },
      { sender: "bot", text: "About first" },
      { sender: "user", text: "second" },
      { sender: "bot", text: "About second" },
      { sender: "user", text: "third" },
      { sender: "bot", text: "About third" },
    ]);
  });

  it("fails only the exchange that cannot be stored, and keeps the others of its turn", async () => {
    const { id } = await new TestClient(context).signUp();
    const writer = createChatWriter(context.deps.db);
    const [kept, lost] = await Promise.allSettled([
      writer.store(exchange(id, "mine")),
      writer.store(exchange("no-such-account", "orphan")),
    ]);
    expect(kept.status).toBe("fulfilled");
    expect(lost.status).toBe("rejected");
    expect(await listChatHistory(context.deps.db, id)).toEqual([
      { sender: "user", text: "mine" },
      { sender: "bot", text: "About mine" },
    ]);
  });
});
