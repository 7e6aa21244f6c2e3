/**
 * Scores the local counsellor on a JSONL file of questions:
 *   node --import tsx apps/server/src/features/chat/counsellor/eval.ts [path]
 * An answer passes when, for every must_mention group, it contains at least one of the group's terms.
 */
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { createLocalCounsellor } from "./local-counsellor.ts";

const EvalQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  profile: z.record(z.string(), z.string().nullable()).optional(),
  must_mention: z.array(z.array(z.string()).min(1)),
});
type EvalQuestion = z.infer<typeof EvalQuestionSchema>;

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../../../../..");
const defaultPath = resolve(repoRoot, "../shared/eval/counselor-questions.jsonl");

function readQuestions(path: string): EvalQuestion[] {
  return readFileSync(path, "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line, index) => {
      const parsed = EvalQuestionSchema.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`${path}:${index + 1}: ${parsed.error.message}`);
      return parsed.data;
    });
}

/** The groups the answer leaves out; empty means it passes. */
export function missingGroups(answer: string, mustMention: readonly (readonly string[])[]): string[][] {
  const lower = answer.toLowerCase();
  return mustMention
    .filter((group) => !group.some((term) => lower.includes(term.toLowerCase())))
    .map((group) => [...group]);
}

async function main(): Promise<void> {
  const path = resolve(process.argv[2] ?? defaultPath);
  const questions = readQuestions(path);
  const counsellor = createLocalCounsellor();
  let passed = 0;

  for (const item of questions) {
    let answer = "";
    for await (const chunk of counsellor.reply({
      question: item.question,
      history: [],
      student: { profile: item.profile ?? null },
    })) {
      answer += chunk;
    }
    const missing = missingGroups(answer, item.must_mention);
    if (missing.length === 0) {
      passed += 1;
      continue;
    }
    console.log(`FAIL ${item.id}: ${item.question}`);
    console.log(`  missing: ${missing.map((group) => group.join(" | ")).join("; ")}`);
    console.log(`  answer: ${answer.replace(/\n/g, "\n          ")}`);
  }

  const share = questions.length === 0 ? 0 : (passed / questions.length) * 100;
  console.log(`${passed}/${questions.length} passed (${share.toFixed(1)}%) from ${path}`);
}

await main();
