import type { ChatError } from "@disha/shared";
import { createTranslator, LOCALE_COOKIE } from "@disha/shared/i18n";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  type ChatClient,
  chatHistory,
  connected,
  nextEvent,
  openChat,
  signUpOverHttp,
} from "../../testing/chat-client.ts";
import { startTestNodes, type TestNodes } from "../../testing/test-server.ts";

let cluster: TestNodes;
const openSockets: ChatClient[] = [];

beforeAll(async () => {
  cluster = await startTestNodes(1);
});
afterEach(() => {
  for (const socket of openSockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await cluster.close();
});

function open(baseUrl: string, cookie?: string): ChatClient {
  const socket = openChat(baseUrl, cookie);
  openSockets.push(socket);
  return socket;
}

describe("chat over Socket.IO", () => {
  it("refuses a connection without a session", async () => {
    const socket = open(cluster.urls[0]!);
    await expect(connected(socket)).rejects.toThrow("unauthenticated");
  });

  it("answers a question, stores both sides, and returns the history in order", async () => {
    const student = await signUpOverHttp(cluster.urls[0]!);
    const socket = open(cluster.urls[0]!, student.cookie);
    await connected(socket);
    expect(await chatHistory(socket)).toEqual([]);

    const reply = nextEvent(socket, "botResponse");
    socket.emit("userMessage", { text: "How do I become a doctor?" });
    const { text } = await reply;
    expect(text).toContain("NEET");

    expect(await chatHistory(socket)).toEqual([
      { sender: "user", text: "How do I become a doctor?" },
      { sender: "bot", text },
    ]);
  });

  it("ignores blank messages", async () => {
    const student = await signUpOverHttp(cluster.urls[0]!);
    const socket = open(cluster.urls[0]!, student.cookie);
    await connected(socket);
    const reply = nextEvent(socket, "botResponse");
    socket.emit("userMessage", { text: "   \n\t " });
    socket.emit("userMessage", { text: "What is the NEET exam?" });
    await reply;
    const messages = await chatHistory(socket);
    expect(messages.map((m) => m.sender)).toEqual(["user", "bot"]);
    expect(messages[0]?.text).toBe("What is the NEET exam?");
  });

  it("never lets a payload naming another user read or write that user's chat", async () => {
    const victim = await signUpOverHttp(cluster.urls[0]!);
    const victimSocket = open(cluster.urls[0]!, victim.cookie);
    await connected(victimSocket);
    const victimReply = nextEvent(victimSocket, "botResponse");
    victimSocket.emit("userMessage", { text: "My secret question about MBBS" });
    await victimReply;

    const attacker = await signUpOverHttp(cluster.urls[0]!);
    const socket = open(cluster.urls[0]!, attacker.cookie);
    await connected(socket);

    const readRefused = nextEvent(socket, "chatError");
    socket.emit("getPreviousMessages", { userId: victim.id });
    expect(await readRefused).toMatchObject({ code: "forbidden" });

    const writeRefused = nextEvent(socket, "chatError");
    socket.emit("userMessage", { text: "planted message", userId: victim.id });
    expect(await writeRefused).toMatchObject({ code: "forbidden" });

    expect(await chatHistory(socket)).toEqual([]);
    const victimHistory = await chatHistory(victimSocket);
    expect(victimHistory.map((m) => m.text)).not.toContain("planted message");
    expect(victimHistory).toHaveLength(2);
  });

  it("refuses a message over 2,000 characters with a clear message", async () => {
    const student = await signUpOverHttp(cluster.urls[0]!);
    const socket = open(cluster.urls[0]!, student.cookie);
    await connected(socket);
    const refused = nextEvent(socket, "chatError");
    socket.emit("userMessage", { text: "a".repeat(2001) });
    expect(await refused).toEqual<ChatError>({
      code: "too_long",
      message: "Your message is too long: please keep it under 2,000 characters.",
    });
    expect(await chatHistory(socket)).toEqual([]);
  });

  it("slows down a student who floods the chat", async () => {
    const student = await signUpOverHttp(cluster.urls[0]!);
    const socket = open(cluster.urls[0]!, student.cookie);
    await connected(socket);
    const refused = nextEvent(socket, "chatError");
    for (let index = 0; index < 12; index++) socket.emit("userMessage", { text: `question number ${index}` });
    expect(await refused).toMatchObject({
      code: "rate_limited",
      message: expect.stringContaining("very fast") as string,
    });
    await expect.poll(async () => (await chatHistory(socket)).length, { timeout: 10_000 }).toBe(16);
  });

  it("tells a student whose page is in Hindi why it refused, in Hindi", async () => {
    const student = await signUpOverHttp(cluster.urls[0]!);
    const socket = open(cluster.urls[0]!, `${student.cookie}; ${LOCALE_COOKIE}=hi`);
    await connected(socket);
    const refused = nextEvent(socket, "chatError");
    socket.emit("userMessage", { text: "a".repeat(2001) });
    expect(await refused).toEqual<ChatError>({
      code: "too_long",
      message: createTranslator("hi").t("validation.chat.tooLong", { max: "2,000" }),
    });
  });
});
