import type { ChatMessage, ClientToServerEvents, ServerToClientEvents } from "@disha/shared";
import { io as connect, type Socket } from "socket.io-client";
import { uniqueAddress, uniqueEmail } from "./test-client.ts";
import { TEST_APP_URL } from "./test-server.ts";

export type ChatClient = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Signs up over real HTTP as a browser on its own address would (the nodes trust loopback as a proxy). */
export async function signUpOverHttp(
  baseUrl: string,
  name = "Chat Student",
): Promise<{ id: string; email: string; cookie: string }> {
  const email = uniqueEmail("chat");
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: TEST_APP_URL, "x-forwarded-for": uniqueAddress() },
    body: JSON.stringify({ name, email, password: "correct-horse-1" }),
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status}`);
  const body = (await response.json()) as { user: { id: string } };
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { id: body.user.id, email, cookie };
}

/** A Socket.IO client the way the web app's page opens one: same origin, with the session cookie. */
export function openChat(baseUrl: string, cookie?: string, origin = TEST_APP_URL): ChatClient {
  return connect(baseUrl, {
    transports: ["websocket"],
    extraHeaders: { origin, ...(cookie ? { cookie } : {}) },
    reconnection: false,
    forceNew: true,
  });
}

export function connected(socket: ChatClient): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });
}

export function disconnected(socket: ChatClient): Promise<string> {
  return new Promise((resolve) => {
    if (socket.disconnected) return resolve("already");
    socket.once("disconnect", (reason) => resolve(reason));
  });
}

export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: ChatClient,
  event: E,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve) => {
    socket.once(event, ((payload: Parameters<ServerToClientEvents[E]>[0]) => resolve(payload)) as never);
  });
}

export async function chatHistory(socket: ChatClient): Promise<ChatMessage[]> {
  const answer = nextEvent(socket, "previousMessages");
  socket.emit("getPreviousMessages");
  return answer;
}
