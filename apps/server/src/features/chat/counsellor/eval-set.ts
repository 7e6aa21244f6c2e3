import { readFileSync } from "node:fs";
import { z } from "zod";
import { escapeRegExp } from "./text.ts";

// The eval's question sets and its scoring rule, shared by `npm run eval:counsellor` and the CI test.

export const EvalQuestionSchema = z.object({
  id: z.string(),
  kind: z.string().optional(),
  /** how the question is put: plain, with a typo, in Hinglish, by an alias, as a follow-up */
  phrasing: z.string().optional(),
  question: z.string(),
  profile: z.record(z.string(), z.string().nullable()).optional(),
  /** earlier questions of the same conversation, asked first */
  history: z.array(z.string()).optional(),
  must_mention: z.array(z.array(z.string()).min(1)),
  must_not_mention: z.array(z.string()).optional(),
});
export type EvalQuestion = z.infer<typeof EvalQuestionSchema>;

export function readQuestions(path: string): EvalQuestion[] {
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

/**
 * Whether `answer` mentions `term`: case-insensitively, at the start of a word; a term of three
 * characters or fewer, or written in capitals, must also end at a word boundary (a plural "s" allowed),
 * so "BA" does not match "based" and "CA" does not match "CAT".
 */
export function mentions(answer: string, term: string): boolean {
  const capitals = /[A-Z]/.test(term) && term === term.toUpperCase();
  const whole = term.length <= 3 || capitals;
  const start = /^[\p{L}\p{N}]/u.test(term) ? "(?<![\\p{L}\\p{N}])" : "";
  const end = whole && /[\p{L}\p{N}]$/u.test(term) ? "s?(?![\\p{L}\\p{N}])" : "";
  return new RegExp(`${start}${escapeRegExp(term)}${end}`, "iu").test(answer);
}

export interface EvalResult {
  item: EvalQuestion;
  answer: string;
  missing: string[][];
  forbidden: string[];
  passed: boolean;
}

export function score(item: EvalQuestion, answer: string): EvalResult {
  const missing = item.must_mention.filter((group) => !group.some((term) => mentions(answer, term)));
  const forbidden = (item.must_not_mention ?? []).filter((term) => mentions(answer, term));
  return { item, answer, missing, forbidden, passed: missing.length === 0 && forbidden.length === 0 };
}

export interface KindScore {
  kind: string;
  passed: number;
  total: number;
}

export function scoresByKind(
  results: readonly EvalResult[],
  groupOf: (item: EvalQuestion) => string = (item) => item.kind ?? "all",
): KindScore[] {
  const kinds = new Map<string, KindScore>();
  for (const result of results) {
    const kind = groupOf(result.item);
    const entry = kinds.get(kind) ?? { kind, passed: 0, total: 0 };
    entry.total += 1;
    if (result.passed) entry.passed += 1;
    kinds.set(kind, entry);
  }
  return [...kinds.values()];
}

export function share(results: readonly EvalResult[]): number {
  return results.length === 0 ? 0 : results.filter((result) => result.passed).length / results.length;
}

export function report(results: readonly EvalResult[], label: string): string {
  const lines: string[] = [];
  for (const result of results.filter((item) => !item.passed)) {
    lines.push(`FAIL ${result.item.id} (${result.item.kind ?? "-"}): ${result.item.question}`);
    if (result.missing.length > 0)
      lines.push(`  missing: ${result.missing.map((group) => group.join(" | ")).join("; ")}`);
    if (result.forbidden.length > 0) lines.push(`  must not mention: ${result.forbidden.join(", ")}`);
    lines.push(`  answer: ${result.answer.replace(/\n/g, "\n          ")}`);
  }
  for (const kind of scoresByKind(results)) lines.push(`  ${kind.kind}: ${kind.passed}/${kind.total}`);
  const passed = results.filter((result) => result.passed).length;
  lines.push(`${passed}/${results.length} passed (${(share(results) * 100).toFixed(1)}%) from ${label}`);
  return lines.join("\n");
}
