// The community with 100,000 public questions: GET /api/questions (the first page, a topic's page, a
// deep page, a search) and POST /api/questions, over the real HTTP server, each request timed from
// send to the last byte. The questions are written straight into the server's SQLite file.
import path from "node:path";
import { performance } from "node:perf_hooks";
import SqliteDatabase from "better-sqlite3";
import { knowledgeBase } from "@disha/content/knowledge/base";
import { timeOrderedId } from "../apps/server/src/lib/db/time-ordered-id.ts";
import { startAppProcess } from "./support/processes.ts";
import { percentile } from "./support/stats.ts";

const QUESTIONS = 100_000;
const TOPICS = [
  "stream:science",
  "stream:commerce",
  "stream:arts",
  ...knowledgeBase.careers.slice(0, 60).map((career) => `career:${career.id}`),
  ...knowledgeBase.exams.slice(0, 20).map((exam) => `exam:${exam.id}`),
];
const WORDS = ["maths", "physics", "biology", "commerce", "drop", "coaching", "boards", "NEET", "JEE", "CUET", "arts"];

function seedQuestions(dataDir: string) {
  const db = new SqliteDatabase(path.join(dataDir, "disha.sqlite"));
  db.pragma("journal_mode = WAL");
  const question = db.prepare(
    `insert into communityQuestion (id, authorId, authorFirstName, authorStage, authorRole, title, body, status, acceptedAnswerId, answerCount, createdAt, editedAt)
     values (?, null, 'Bench', '9-10', 'student', ?, ?, 'public', null, ?, ?, null)`,
  );
  const tag = db.prepare("insert into communityQuestionTag (questionId, tag, createdAt) values (?, ?, ?)");
  const start = Date.now() - QUESTIONS * 60_000;
  db.transaction(() => {
    for (let index = 0; index < QUESTIONS; index++) {
      const at = start + index * 60_000;
      const id = timeOrderedId(at);
      const createdAt = new Date(at).toISOString();
      const word = WORDS[index % WORDS.length]!;
      question.run(id, `Question ${index} about ${word} and my next step`, `Body of ${index}`, index % 4, createdAt);
      tag.run(id, TOPICS[index % TOPICS.length]!, createdAt);
      const second = TOPICS[(index * 7 + 1) % TOPICS.length]!;
      if (index % 3 === 0 && second !== TOPICS[index % TOPICS.length]) tag.run(id, second, createdAt);
    }
  })();
  db.close();
}

async function signUp(baseUrl: string, index: number): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: baseUrl,
      "x-forwarded-for": `10.79.${index >> 8}.${index & 255}`,
    },
    body: JSON.stringify({
      name: "Community Bench",
      email: `community.bench.${index}.${Date.now()}@example.in`,
      password: "bench-password-1",
    }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
}

async function timed(requests: number, send: (index: number) => Promise<Response>, expected: number) {
  const timings: number[] = [];
  for (let index = 0; index < requests; index++) {
    const started = performance.now();
    const response = await send(index);
    await response.arrayBuffer();
    timings.push(performance.now() - started);
    if (response.status !== expected) throw new Error(`answered ${response.status}, expected ${expected}`);
  }
  return { requests, p50: percentile(timings, 50), p99: percentile(timings, 99), max: Math.max(...timings) };
}

export type Figures = Awaited<ReturnType<typeof timed>>;

export async function measureCommunity(port = 3823) {
  const app = await startAppProcess(port);
  try {
    const seeding = performance.now();
    seedQuestions(app.dataDir);
    const seeded = performance.now() - seeding;
    const get = (query: string) => () => fetch(`${app.url}/api/questions${query}`);
    const lists: Record<string, () => Promise<Response>> = {
      "first page": get(""),
      "a topic (stream:science)": get("?tag=stream:science"),
      "page 200": get("?page=200"),
      "a topic's page 20": get(`?tag=${encodeURIComponent(TOPICS[5]!)}&page=20`),
      "a search (title words)": get("?query=physics"),
    };
    const listFigures: [string, Figures][] = [];
    for (const [name, send] of Object.entries(lists)) {
      for (let warm = 0; warm < 50; warm++) await (await send()).arrayBuffer();
      listFigures.push([name, await timed(500, send, 200)]);
    }

    // five questions an hour per account: 100 accounts post five each
    const cookies: string[] = [];
    for (let index = 0; index < 100; index++) cookies.push(await signUp(app.url, index));
    const posting = await timed(
      cookies.length * 5,
      (index) =>
        fetch(`${app.url}/api/questions`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: app.url,
            cookie: cookies[index % cookies.length]!,
            "x-forwarded-for": `10.79.${(index % cookies.length) >> 8}.${index % 256}`,
          },
          body: JSON.stringify({
            title: `Is ${WORDS[index % WORDS.length]} hard in class 11, question ${index}?`,
            body: "I scored 98 in maths in class 10 and want to know what to expect.",
            tags: [TOPICS[index % TOPICS.length], "stream:science"],
          }),
        }),
      201,
    );
    return { questions: QUESTIONS, seeded, lists: listFigures, posting };
  } finally {
    app.stop();
  }
}

export function printCommunity(figures: Awaited<ReturnType<typeof measureCommunity>>) {
  const line = (name: string, f: Figures) =>
    `  ${name}: ${f.requests} sequential requests, p50 ${f.p50.toFixed(2)} ms, p99 ${f.p99.toFixed(2)} ms, max ${f.max.toFixed(2)} ms`;
  console.log(
    [
      `community, ${figures.questions.toLocaleString("en-IN")} public questions (seeded in ${(figures.seeded / 1000).toFixed(1)} s):`,
      ...figures.lists.map(([name, f]) => `${line(`GET /api/questions, ${name}`, f)} (target p99 < 30 ms)`),
      `${line("POST /api/questions (checks, tags, insert)", figures.posting)} (target p99 < 50 ms)`,
    ].join("\n"),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) printCommunity(await measureCommunity());
