// The AI mentor's reply latency over the real socket, as students meet it: the real server in its own
// process, students signed up over HTTP, questions sent as `userMessage`, timed until `botResponse`.
// Also the memory the mentor's indexes take. Prints figures; never gates on a time.
import { benchStudentName } from "./support/names.ts";
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { io as connect, type Socket } from "socket.io-client";
import type { ClientToServerEvents, ServerToClientEvents } from "@disha/shared";
import { repoRoot } from "../apps/server/src/env.ts";
import { readQuestions } from "../apps/server/src/features/chat/counsellor/eval-set.ts";
import { startAppProcess } from "./support/processes.ts";
import { percentile } from "./support/stats.ts";

type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

// the server allows a student 8 messages in 20 s; each student asks this many, well inside it
const QUESTIONS_PER_STUDENT = 6;
// the repo's copies of the public sets (eval/README.md), which every checkout has: reading the
// workplace's ../shared instead gave a second checkout only the 12 questions below, and less than
// half the latency, with nothing printed to tell the runs apart
const evalFiles = ["counselor-questions.jsonl", "counselor-questions-hard.jsonl"].map((name) =>
  path.resolve(repoRoot, "eval", name),
);
const ownQuestions = [
  "How do I become a dentist?",
  "what exams after 12th for law",
  "I like computers and maths, which career?",
  "Tell me about B.Com",
  "docter kaise bane",
  "I hate maths, can I still do commerce?",
  "BBA or B.Com?",
  "When is the NEET 2027 exam?",
  // found through the site's search and answered by the finders (issue 21)
  "is hacking a real job",
  "government medical colleges in delhi",
  "scholarship for a girl doing B.Tech",
  "which body runs CLAT?",
];

function loadQuestions(): string[] {
  return [...evalFiles.flatMap((file) => readQuestions(file).map((entry) => entry.question)), ...ownQuestions];
}

async function signUp(baseUrl: string, index: number): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: baseUrl,
      "x-forwarded-for": `10.88.${index >> 8}.${index & 255}`,
    },
    body: JSON.stringify({
      name: benchStudentName(index),
      email: `mentor.${index}.${Date.now()}@example.in`,
      password: "bench-password-1",
    }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

async function signUpMany(baseUrl: string, count: number, offset: number): Promise<string[]> {
  const cookies: string[] = new Array<string>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < count) {
        const index = next++;
        cookies[index] = await signUp(baseUrl, offset + index);
      }
    }),
  );
  return cookies;
}

function open(baseUrl: string, cookie: string): Promise<ChatSocket> {
  const socket: ChatSocket = connect(baseUrl, {
    transports: ["websocket"],
    extraHeaders: { origin: baseUrl, cookie },
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", reject);
  });
}

function ask(socket: ChatSocket, text: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const timer = setTimeout(() => reject(new Error("no reply within 10 s")), 10_000);
    socket.once("botResponse", () => {
      clearTimeout(timer);
      resolve(performance.now() - started);
    });
    socket.once("chatError", (error) => {
      clearTimeout(timer);
      reject(new Error(`chat error: ${error.code}`));
    });
    socket.emit("userMessage", { text });
  });
}

/** Every asking student sends its questions one after another; all students at once. */
async function askingAtOnce(sockets: readonly ChatSocket[], questions: readonly string[]): Promise<number[]> {
  const timings: number[] = [];
  await Promise.all(
    sockets.map(async (socket, index) => {
      for (let round = 0; round < QUESTIONS_PER_STUDENT; round++) {
        timings.push(await ask(socket, questions[(index * QUESTIONS_PER_STUDENT + round) % questions.length]!));
      }
    }),
  );
  return timings;
}

function summary(timings: readonly number[]) {
  return {
    replies: timings.length,
    p50: percentile(timings, 50),
    p99: percentile(timings, 99),
    max: Math.max(...timings),
  };
}

/**
 * The heap the mentor's catalog, speller, phrase tables and ranking take, built in a fresh process: in this one
 * another benchmark may have built them already.
 */
async function indexMemory(): Promise<number> {
  const child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url), INDEX_MEMORY_FLAG], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  const bytes = Number(output.trim());
  if (code !== 0 || !Number.isFinite(bytes)) throw new Error(`index memory: exit ${code}, printed ${output}`);
  return bytes;
}

const INDEX_MEMORY_FLAG = "--index-memory";

/** In the fresh process: the knowledge base loaded, the heap before and after building the indexes. */
async function printIndexMemory(): Promise<void> {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as () => void;
  await import("@disha/content/knowledge/base");
  gc();
  const before = process.memoryUsage().heapUsed;
  const { getCatalog } = await import("../apps/server/src/features/chat/counsellor/catalog.ts");
  const { buildRetrievalIndex } = await import("../apps/server/src/features/chat/counsellor/retrieval.ts");
  const catalog = getCatalog();
  // the one ranking of every record (decision 033), which every question is weighed against
  buildRetrievalIndex();
  gc();
  const after = process.memoryUsage().heapUsed;
  if (catalog.entities.length === 0) throw new Error("empty catalog");
  console.log(after - before);
}

export async function measureCounsellorLatency() {
  const questions = loadQuestions();
  const memory = await indexMemory();
  const app = await startAppProcess(3821);
  const sockets: ChatSocket[] = [];
  try {
    const warmUp = await Promise.all((await signUpMany(app.url, 5, 0)).map((cookie) => open(app.url, cookie)));
    const fifty = await Promise.all((await signUpMany(app.url, 50, 100)).map((cookie) => open(app.url, cookie)));
    sockets.push(...warmUp, ...fifty);
    await askingAtOnce(warmUp, questions);
    const small = summary(await askingAtOnce(fifty, questions));

    const thousandCookies = await signUpMany(app.url, 1000, 1000);
    const thousand: ChatSocket[] = [];
    for (let start = 0; start < thousandCookies.length; start += 100) {
      thousand.push(
        ...(await Promise.all(thousandCookies.slice(start, start + 100).map((cookie) => open(app.url, cookie)))),
      );
    }
    sockets.push(...thousand);
    const large = summary(await askingAtOnce(thousand.slice(0, 100), questions));
    const result = { memory, small, large, connected: thousand.length, questions: questions.length };
    printCounsellorLatency(result);
    // the 50-students figures under the names run-all.ts prints
    return { ...result, answers: small.replies, p50: small.p50, p99: small.p99, max: small.max };
  } finally {
    for (const socket of sockets) socket.disconnect();
    app.stop();
  }
}

interface LatencyResult {
  memory: number;
  small: ReturnType<typeof summary>;
  large: ReturnType<typeof summary>;
  connected: number;
}

function printCounsellorLatency(result: LatencyResult): void {
  const line = (label: string, figures: ReturnType<typeof summary>, target: number) =>
    `${label}: ${figures.replies} replies, p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms, max ${figures.max.toFixed(1)} ms (target p99 < ${target} ms)`;
  console.log(line("AI mentor over the socket, 50 students asking at once", result.small, 50));
  console.log(line(`AI mentor over the socket, ${result.connected} sockets connected, 100 asking`, result.large, 100));
  console.log(
    `AI mentor's indexes (catalog, MiniSearch speller, phrase tables, the ranking of every record): ${(result.memory / 1024 / 1024).toFixed(1)} MB of heap`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes(INDEX_MEMORY_FLAG)) await printIndexMemory();
  else await measureCounsellorLatency();
}
