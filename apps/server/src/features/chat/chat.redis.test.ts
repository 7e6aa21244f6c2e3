import type { ClientToServerEvents, ServerToClientEvents } from "@disha/shared";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, expect, it } from "vitest";
import { uniqueEmail } from "../../lib/testing/test-client.ts";
import { startTestNodes, TEST_APP_URL, type TestNodes } from "../../lib/testing/test-server.ts";

// Runs only with REDIS_URL (vitest.config.ts leaves it out otherwise and says so).
type ChatClient = Socket<ServerToClientEvents, ClientToServerEvents>;

let cluster: TestNodes;
beforeAll(async () => {
  cluster = await startTestNodes(2, { REDIS_URL: process.env.REDIS_URL ?? "" });
});
afterAll(async () => {
  await cluster.close();
});

it("a student connected to two server nodes gets the reply on both", async () => {
  const [nodeA, nodeB] = cluster.urls as [string, string];
  const response = await fetch(`${nodeA}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: TEST_APP_URL },
    body: JSON.stringify({ name: "Two Tabs", email: uniqueEmail("redis"), password: "correct-horse-1" }),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");

  const open = (url: string): Promise<ChatClient> =>
    new Promise((resolve, reject) => {
      const socket: ChatClient = connect(url, { transports: ["websocket"], extraHeaders: { cookie }, reconnection: false, forceNew: true });
      socket.once("connect", () => resolve(socket));
      socket.once("connect_error", reject);
    });
  const [onA, onB] = await Promise.all([open(nodeA), open(nodeB)]);
  try {
    const replies = [onA, onB].map((socket) => new Promise<string>((resolve) => socket.once("botResponse", ({ text }) => resolve(text))));
    onA.emit("userMessage", { text: "Which exams do I need for engineering?" });
    const [onNodeA, onNodeB] = await Promise.all(replies);
    expect(onNodeA).toContain("JEE");
    expect(onNodeB).toBe(onNodeA);
  } finally {
    onA.disconnect();
    onB.disconnect();
  }
});
