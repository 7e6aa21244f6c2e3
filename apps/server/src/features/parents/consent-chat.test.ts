import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  chatHistory,
  connected,
  disconnected,
  nextEvent,
  openChat,
  signUpOverHttp,
} from "../../testing/chat-client.ts";
import { startTestNodes, type TestNodes } from "../../testing/test-server.ts";

// CONSENT_MODE=parent over a real socket: the AI mentor answers a student without a parent's consent,
// and keeps nothing of the conversation
let cluster: TestNodes;
beforeAll(async () => {
  cluster = await startTestNodes(1, { CONSENT_MODE: "parent" });
});
afterAll(async () => {
  await cluster.close();
});

describe("the chat under CONSENT_MODE=parent", () => {
  it("answers a student without consent and stores no history; once a consent is in force it stores it", async () => {
    const baseUrl = cluster.urls[0]!;
    const { db } = cluster.nodes[0]!.deps;
    const student = await signUpOverHttp(baseUrl, "Asha Verma");
    const ask = async () => {
      const socket = openChat(baseUrl, student.cookie);
      await connected(socket);
      const reply = nextEvent(socket, "botResponse");
      socket.emit("userMessage", { text: "What does a pharmacist do?" });
      expect((await reply).text.length).toBeGreaterThan(0);
      const history = await chatHistory(socket);
      socket.disconnect();
      await disconnected(socket);
      return history;
    };
    expect(await ask()).toEqual([]);
    const stored = () => db.selectFrom("chatMessage").select("id").where("userId", "=", student.id).execute();
    expect(await stored()).toEqual([]);

    await db
      .insertInto("consentRecord")
      .values({
        id: "consent-chat",
        studentId: student.id,
        parentUserId: null,
        parentEmail: null,
        method: "parent-account-verified-email",
        noticeVersion: "test",
        givenAt: new Date().toISOString(),
        withdrawnAt: null,
        withdrawnBy: null,
      })
      .execute();
    expect(await ask()).toHaveLength(2);
  });
});
