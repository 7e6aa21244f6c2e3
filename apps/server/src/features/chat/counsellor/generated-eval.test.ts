import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatedQuestions } from "./eval-generated.ts";
import { report, scoresByKind, share } from "./eval-set.ts";
import { runInConversations, startEvalServer } from "./eval-runner.ts";

// The eval generated from the knowledge base, over the real socket of a real server: at least 1,500
// questions, at least 95 percent answered overall and in every phrasing, printed per kind and phrasing.

const THRESHOLD = 0.95;
let server: Awaited<ReturnType<typeof startEvalServer>>;

beforeAll(async () => {
  server = await startEvalServer();
});
afterAll(async () => {
  await server.close();
});

describe("the AI mentor's eval generated from the knowledge base", () => {
  it("answers at least 95 percent overall and in every phrasing, over at least 1,500 questions", async () => {
    const questions = generatedQuestions();
    expect(questions.length).toBeGreaterThanOrEqual(1_500);
    const results = await runInConversations(server.url, questions);
    const byKind = scoresByKind(results);
    const byPhrasing = scoresByKind(results, (item) => item.phrasing ?? "plain");
    const line = ({ kind, passed, total }: { kind: string; passed: number; total: number }) =>
      `${kind}: ${passed}/${total} (${((passed / total) * 100).toFixed(1)}%)`;
    console.log(
      [
        `generated eval: ${results.filter((result) => result.passed).length}/${results.length} (${(share(results) * 100).toFixed(1)}%)`,
        ...byKind.map((score) => `  kind ${line(score)}`),
        ...byPhrasing.map((score) => `  phrasing ${line(score)}`),
      ].join("\n"),
    );
    const summary = report(results, "the generated eval");
    expect(share(results), summary).toBeGreaterThanOrEqual(THRESHOLD);
    for (const score of byPhrasing)
      expect(score.passed / score.total, `${score.kind}\n${summary}`).toBeGreaterThanOrEqual(THRESHOLD);
  }, 600_000);
});
