import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ClientToServerEvents, ServerToClientEvents } from "@disha/shared";
import { io as connect, type Socket } from "socket.io-client";
import { loadEnv } from "../../../env.ts";
import { startServer } from "../../../server.ts";
import { type EvalQuestion, type EvalResult, score } from "./eval-set.ts";

// Runs eval questions over the real socket of a real server: one new student per question, with the
// question's profile saved through the API and its history asked first in the same conversation.

const defaultProfile = {
  name: "Eval Student",
  dob: "2010-05-14",
  gender: "female",
  location: "Pune",
  mobileNumber: "9876543210",
  school: "Kendriya Vidyalaya, Pune",
  study: "9-10",
  previousClassPercentage: "80",
  favouriteSubject: "Not sure",
  aspiration: "Not sure yet",
  hobbies: "Reading",
  higherEducation: "india",
};

type ChatClient = Socket<ServerToClientEvents, ClientToServerEvents>;

const APP_URL = "http://localhost:3000";
const run = randomBytes(3).toString("hex");
let students = 0;

/** Each student from a device of their own, through the loopback proxy the eval server trusts. */
function headers(cookie = ""): Record<string, string> {
  students += 1;
  return {
    "content-type": "application/json",
    origin: APP_URL,
    "x-forwarded-for": `10.99.${(students >> 8) & 255}.${students & 255}`,
    ...(cookie ? { cookie } : {}),
  };
}

async function signUp(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: headers(),
    body: JSON.stringify({
      name: "Eval Student",
      email: `eval.${run}.${students}@example.in`,
      password: "correct-horse-1",
    }),
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

function openChat(baseUrl: string, cookie: string): Promise<ChatClient> {
  const socket: ChatClient = connect(baseUrl, {
    transports: ["websocket"],
    extraHeaders: { origin: APP_URL, cookie },
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", reject);
  });
}

async function saveProfile(baseUrl: string, cookie: string, profile: Record<string, string | null>) {
  const body = { ...defaultProfile, ...Object.fromEntries(Object.entries(profile).filter(([, value]) => value)) };
  const response = await fetch(`${baseUrl}/api/profile`, {
    method: "POST",
    headers: headers(cookie),
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`profile not saved: ${response.status} ${await response.text()}`);
}

export function ask(socket: ChatClient, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    socket.once("botResponse", ({ text: reply }) => resolve(reply));
    socket.once("chatError", (error) => reject(new Error(`chat error: ${error.code}`)));
    socket.emit("userMessage", { text });
  });
}

async function runOne(baseUrl: string, item: EvalQuestion): Promise<EvalResult> {
  const cookie = await signUp(baseUrl);
  if (item.profile) await saveProfile(baseUrl, cookie, item.profile);
  const socket = await openChat(baseUrl, cookie);
  try {
    for (const earlier of item.history ?? []) await ask(socket, earlier);
    return score(item, await ask(socket, item.question));
  } finally {
    socket.disconnect();
  }
}

// the chat's limit is 8 messages in 20 seconds a student: a student asks at most that many, then another one
const MESSAGES_PER_STUDENT = 8;

/**
 * Asks every question over the socket with the default profile, a few students at a time, each
 * student asking several questions (each question's history first) in one conversation.
 */
export async function runInConversations(
  baseUrl: string,
  items: readonly EvalQuestion[],
  parallel = 8,
): Promise<EvalResult[]> {
  const results: EvalResult[] = new Array<EvalResult>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < items.length) {
        const socket = await openChat(baseUrl, await signUp(baseUrl));
        try {
          let sent = 0;
          while (next < items.length && sent + 1 + (items[next]!.history?.length ?? 0) <= MESSAGES_PER_STUDENT) {
            const index = next++;
            const item = items[index]!;
            for (const earlier of item.history ?? []) await ask(socket, earlier);
            results[index] = score(item, await ask(socket, item.question));
            sent += 1 + (item.history?.length ?? 0);
          }
        } finally {
          socket.disconnect();
        }
      }
    }),
  );
  return results;
}

/** Asks every question over the socket, a few students at a time. */
export async function runOverSocket(
  baseUrl: string,
  items: readonly EvalQuestion[],
  parallel = 8,
): Promise<EvalResult[]> {
  const results: EvalResult[] = new Array<EvalResult>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await runOne(baseUrl, items[index]!);
      }
    }),
  );
  return results;
}

/** The real server on a fresh SQLite database and a free port, for the eval; close it when done. */
export async function startEvalServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "disha-eval-"));
  const server = await startServer(
    loadEnv({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      DATABASE_URL: path.join(dataDir, "eval.sqlite"),
      AUTH_SECRET: "eval-secret-eval-secret-eval-secret-0123",
      APP_URL,
      LOG_LEVEL: "silent",
      WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
      PORT: "0",
      HOST: "127.0.0.1",
      TRUST_PROXY: "loopback",
    }),
  );
  return {
    url: server.url.replace("localhost", "127.0.0.1"),
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    signUp: () => signUp(server.url.replace("localhost", "127.0.0.1")),
    call: async (cookie: string, method: string, route: string, body?: unknown) =>
      fetch(`${server.url.replace("localhost", "127.0.0.1")}${route}`, {
        method,
        headers: headers(cookie),
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    openChat: (cookie: string) => openChat(server.url.replace("localhost", "127.0.0.1"), cookie),
  };
}
