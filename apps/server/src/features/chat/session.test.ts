import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  chatHistory,
  connected,
  disconnected,
  nextEvent,
  openChat,
  signUpOverHttp,
} from "../../testing/chat-client.ts";
import { startTestNodes, TEST_APP_URL, type TestNodes } from "../../testing/test-server.ts";
import { grantRole } from "../../lib/roles.ts";
import { SESSION_RECHECK_MS } from "./socket.ts";

// A socket lives only as long as its session, and no failure in a handler can stop the server.
let cluster: TestNodes;
let baseUrl: string;
beforeAll(async () => {
  cluster = await startTestNodes(1);
  baseUrl = cluster.urls[0]!;
});
afterAll(async () => {
  await cluster.close();
});

const healthy = async () => (await fetch(`${baseUrl}/healthz`)).status;

describe("chat sockets and sessions", () => {
  it("the crash sequence (open chat, delete the account, chat on) closes the socket and the server keeps answering", async () => {
    const student = await signUpOverHttp(baseUrl);
    const socket = openChat(baseUrl, student.cookie);
    await connected(socket);
    const ended = nextEvent(socket, "chatError");
    const closed = disconnected(socket);
    const deleted = await fetch(`${baseUrl}/api/me`, {
      method: "DELETE",
      headers: { origin: TEST_APP_URL, cookie: student.cookie, "content-type": "application/json" },
      body: JSON.stringify({ confirm: "DELETE" }),
    });
    expect(deleted.status).toBe(204);
    expect((await ended).code).toBe("session_ended");
    expect(await closed).toBe("io server disconnect");
    // the same cookie cannot open a new socket either
    await expect(connected(openChat(baseUrl, student.cookie))).rejects.toThrow("unauthenticated");
    expect(await healthy()).toBe(200);
  });

  it("a handler whose write fails (the account vanished under it) answers an error and the server stays up", async () => {
    const student = await signUpOverHttp(baseUrl);
    const socket = openChat(baseUrl, student.cookie);
    await connected(socket);
    // remove the account behind the server's back, within the session check's short cache
    await cluster.nodes[0]!.deps.db.deleteFrom("user").where("id", "=", student.id).execute();
    const answer = Promise.race([
      nextEvent(socket, "chatError"),
      disconnected(socket).then(() => ({ code: "closed" })),
    ]);
    socket.emit("userMessage", { text: "How do I become a nurse?" });
    expect(["unavailable", "session_ended", "closed"]).toContain((await answer).code);
    expect(SESSION_RECHECK_MS).toBeLessThanOrEqual(5_000);
    expect(await healthy()).toBe(200);
    socket.disconnect();
  });

  it("signing out closes the chat socket opened before it, at once", async () => {
    const student = await signUpOverHttp(baseUrl);
    const socket = openChat(baseUrl, student.cookie);
    await connected(socket);
    expect(await chatHistory(socket)).toEqual([]);
    const closed = disconnected(socket);
    const signOut = await fetch(`${baseUrl}/api/auth/sign-out`, {
      method: "POST",
      headers: { origin: TEST_APP_URL, cookie: student.cookie, "content-type": "application/json" },
      body: "{}",
    });
    expect(signOut.status).toBe(200);
    expect(await closed).toBe("io server disconnect");
  });

  it("a role change (as npm run admin makes it, from another process) closes the socket at its next event", async () => {
    const student = await signUpOverHttp(baseUrl);
    const socket = openChat(baseUrl, student.cookie);
    await connected(socket);
    await grantRole(cluster.nodes[0]!.deps.db, student.id, "mentor");
    // past the short cache of the session check, the next event reads the session and roles again
    await new Promise((resolve) => setTimeout(resolve, SESSION_RECHECK_MS + 200));
    const ended = nextEvent(socket, "chatError");
    const closed = disconnected(socket);
    socket.emit("getPreviousMessages");
    expect((await ended).code).toBe("session_ended");
    expect(await closed).toBe("io server disconnect");
    // a new socket starts with the new roles
    const again = openChat(baseUrl, student.cookie);
    await connected(again);
    expect(await chatHistory(again)).toEqual([]);
    again.disconnect();
  }, 15_000);

  it("a session past its expiry closes the socket at its next event", async () => {
    const student = await signUpOverHttp(baseUrl);
    const socket = openChat(baseUrl, student.cookie);
    await connected(socket);
    await cluster.nodes[0]!.deps.db.updateTable("session")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where("userId", "=", student.id)
      .execute();
    await new Promise((resolve) => setTimeout(resolve, SESSION_RECHECK_MS + 200));
    const ended = nextEvent(socket, "chatError");
    socket.emit("getPreviousMessages");
    expect((await ended).code).toBe("session_ended");
  }, 15_000);

  it("refuses a socket from a foreign origin", async () => {
    const student = await signUpOverHttp(baseUrl);
    await expect(connected(openChat(baseUrl, student.cookie, "https://evil.example"))).rejects.toThrow();
  });

  it("Socket.IO's own HTTP answers carry the security headers", async () => {
    const response = await fetch(`${baseUrl}/socket.io/?EIO=4&transport=polling`, {
      headers: { origin: TEST_APP_URL },
    });
    await response.arrayBuffer();
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
