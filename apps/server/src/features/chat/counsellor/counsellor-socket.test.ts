import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { interestProfiler } from "@disha/content/interest-profiler";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../../env.ts";
import { readQuestions, report, scoresByKind, share } from "./eval-set.ts";
import { ask, runOverSocket, startEvalServer } from "./eval-runner.ts";

// The AI mentor as a student meets it: the real server, the real socket, the production code path.

// copies of the workplace's public sets (eval/README.md): a fresh clone has no ../shared beside it
const evalDir = resolve(repoRoot, "eval");
const publicSets = ["counselor-questions.jsonl", "counselor-questions-hard.jsonl"];
const THRESHOLD = 0.9;

let server: Awaited<ReturnType<typeof startEvalServer>>;

beforeAll(async () => {
  server = await startEvalServer();
});
afterAll(async () => {
  await server.close();
});

async function call(cookie: string, method: string, path: string, body?: unknown) {
  const response = await server.call(cookie, method, path, body);
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
}

async function askOverSocket(cookie: string, text: string): Promise<string> {
  const socket = await server.openChat(cookie);
  try {
    return await ask(socket, text);
  } finally {
    socket.disconnect();
  }
}

describe("the AI mentor's eval over the socket", () => {
  it.each(publicSets)(
    "answers at least 90 percent of %s",
    async (name) => {
      const path = resolve(evalDir, name);
      expect(existsSync(path), `the public eval set ${path} is missing`).toBe(true);
      const results = await runOverSocket(server.url, readQuestions(path));
      const summary = report(results, name);
      console.log(
        scoresByKind(results)
          .map((kind) => `${name} ${kind.kind}: ${kind.passed}/${kind.total}`)
          .join("\n"),
      );
      expect(share(results), summary).toBeGreaterThanOrEqual(THRESHOLD);
    },
    // a shared two-core machine asks a student's questions slower than a laptop does
    180_000,
  );
});

describe("a plan-aware answer", () => {
  it('answers "What careers suit me?" from the student\'s saved interest code and shortlist', async () => {
    const student = { cookie: await server.signUp() };
    const favouring = ["A", "I", "S"];
    const answers = Object.fromEntries(
      interestProfiler().items.map((item) => [
        item.id,
        favouring.includes(item.type) ? 4 - favouring.indexOf(item.type) : 0,
      ]),
    );
    await call(student.cookie, "PUT", "/api/me/interests", { answers });
    await call(student.cookie, "PUT", "/api/me/shortlist/graphic-designer", { note: null });
    await call(student.cookie, "PUT", "/api/me/shortlist/architect", { note: null });

    const reply = await askOverSocket(student.cookie, "What careers suit me?");
    expect(reply).toContain("interest code AIS");
    expect(reply).toMatch(/On your shortlist: Graphic Designer \(0% done\) and Architect \(0% done\)/);
    expect(reply).toMatch(/\/careers\/[a-z-]+/);
    expect(reply).not.toMatch(/quiz/i);
  });

  it("without a plan, points the student to the quiz and the profile instead", async () => {
    const student = { cookie: await server.signUp() };
    const reply = await askOverSocket(student.cookie, "What careers suit me?");
    expect(reply).toMatch(/career quiz/);
    expect(reply).toContain("/career-quiz");
  });

  it("answers a question in Hindi (Devanagari) in Hindi over the socket", async () => {
    const student = { cookie: await server.signUp() };
    const reply = await askOverSocket(student.cookie, "डॉक्टर बनने के लिए क्या करना होगा? NEET कब होती है?");
    const lines = reply.split("\n");
    expect(lines[0]).toMatch(/^आपका सवाल समझ गया, यह रहा जवाब/);
    expect(reply).toMatch(/पूरी जानकारी यहाँ: \/(careers|exams)\//);
    expect(lines.at(-1)).toBe("कुछ और पूछना हो तो बेझिझक पूछिए।");
    expect(reply).not.toMatch(/\b(More|Official site|Usually held):/);
  });

  it("answers a student in distress with Tele-MANAS over the socket, and no career card", async () => {
    const student = { cookie: await server.signUp() };
    const reply = await askOverSocket(student.cookie, "I failed my exams and I can't stop crying");
    expect(reply).toContain("14416");
    expect(reply).not.toMatch(/\/careers|More:/);
  });
});
