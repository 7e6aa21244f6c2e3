import { afterAll, beforeAll, expect, it } from "vitest";
import { type ChatClient, connected, disconnected, openChat, signUpOverHttp } from "../../testing/chat-client.ts";
import { startTestNodes, TEST_APP_URL, type TestNodes } from "../../testing/test-server.ts";

// Runs only with REDIS_URL (vitest.config.ts leaves it out otherwise and says so).
let cluster: TestNodes;
beforeAll(async () => {
  cluster = await startTestNodes(2, { REDIS_URL: process.env.REDIS_URL ?? "" });
});
afterAll(async () => {
  await cluster.close();
});

async function openOn(url: string, cookie: string): Promise<ChatClient> {
  const socket = openChat(url, cookie);
  await connected(socket);
  return socket;
}

it("a student connected to two server nodes gets the reply on both", async () => {
  const [nodeA, nodeB] = cluster.urls as [string, string];
  const { cookie } = await signUpOverHttp(nodeA, "Two Tabs");
  const [onA, onB] = await Promise.all([openOn(nodeA, cookie), openOn(nodeB, cookie)]);
  try {
    const replies = [onA, onB].map(
      (socket) => new Promise<string>((resolve) => socket.once("botResponse", ({ text }) => resolve(text))),
    );
    onA.emit("userMessage", { text: "Which exams do I need for engineering?" });
    const [onNodeA, onNodeB] = await Promise.all(replies);
    expect(onNodeA).toContain("JEE");
    expect(onNodeB).toBe(onNodeA);
  } finally {
    onA.disconnect();
    onB.disconnect();
  }
});

it("signing out on one node closes the student's socket on the other node at once", async () => {
  const [nodeA, nodeB] = cluster.urls as [string, string];
  const { cookie } = await signUpOverHttp(nodeA, "Two Nodes");
  const onB = await openOn(nodeB, cookie);
  const closed = disconnected(onB);
  const signOut = await fetch(`${nodeA}/api/auth/sign-out`, {
    method: "POST",
    headers: { origin: TEST_APP_URL, cookie, "content-type": "application/json" },
    body: "{}",
  });
  expect(signOut.status).toBe(200);
  expect(await closed).toBe("io server disconnect");
});

it("counts a student's chat messages across nodes: a flood split over two nodes is still slowed down", async () => {
  const [nodeA, nodeB] = cluster.urls as [string, string];
  const { cookie } = await signUpOverHttp(nodeA, "Flood");
  const [onA, onB] = await Promise.all([openOn(nodeA, cookie), openOn(nodeB, cookie)]);
  try {
    const refused = new Promise<string>((resolve) => {
      for (const socket of [onA, onB]) socket.once("chatError", (error) => resolve(error.code));
    });
    for (let index = 0; index < 6; index++) {
      onA.emit("userMessage", { text: `question on A ${index}` });
      onB.emit("userMessage", { text: `question on B ${index}` });
    }
    expect(await refused).toBe("rate_limited");
  } finally {
    onA.disconnect();
    onB.disconnect();
  }
});
