// Latency of the local counsellor per answer, over the eval questions and variations of them.
import { readFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { repoRoot } from "../apps/server/src/env.ts";
import { createLocalCounsellor } from "../apps/server/src/features/chat/counsellor/local-counsellor.ts";
import { percentile } from "./support/stats.ts";

const evalFile = path.resolve(repoRoot, "../shared/eval/counselor-questions.jsonl");
const ownQuestions = [
  "How do I become a dentist?",
  "what exams after 12th for law",
  "I like computers and maths, which career?",
  "Tell me about B.Com",
  "Is MBBS abroad a good idea?",
  "What is the salary of a psychologist?",
  "how to prepare for JEE in class 9",
  "I hate maths, can I still do commerce?",
];

function loadQuestions(): string[] {
  try {
    return readFileSync(evalFile, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { question: string }).question)
      .concat(ownQuestions);
  } catch {
    return ownQuestions;
  }
}

export async function measureCounsellorLatency(rounds = 40) {
  const counsellor = createLocalCounsellor();
  const questions = loadQuestions();
  const timings: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const question of questions) {
      const started = performance.now();
      let reply = "";
      for await (const chunk of counsellor.reply({ question, history: [], student: { profile: { study: "9-10" } } }))
        reply += chunk;
      timings.push(performance.now() - started);
      if (!reply) throw new Error(`no reply to ${question}`);
    }
  }
  return {
    answers: timings.length,
    p50: percentile(timings, 50),
    p99: percentile(timings, 99),
    max: Math.max(...timings),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureCounsellorLatency();
  console.log(
    `local counsellor: ${result.answers} answers, p50 ${result.p50.toFixed(2)} ms, p99 ${result.p99.toFixed(2)} ms, max ${result.max.toFixed(2)} ms`,
  );
}
