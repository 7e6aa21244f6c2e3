/**
 * Scores the AI mentor over the real socket on a JSONL file of questions:
 *   npm run eval:counsellor -- eval/counselor-questions-hard.jsonl
 * A question passes when every must_mention group has a term in the answer and no must_not_mention
 * term is there (terms matched as eval-set.ts's `mentions` says). Prints the score per kind.
 */
import { resolve } from "node:path";
import { repoRoot } from "../../../env.ts";
import { readQuestions, report } from "./eval-set.ts";
import { runOverSocket, startEvalServer } from "./eval-runner.ts";

const paths = process.argv.slice(2).filter((arg) => arg !== "--");
const files = paths.length > 0 ? paths : [resolve(repoRoot, "eval/counselor-questions.jsonl")];
const server = await startEvalServer();
try {
  for (const file of files) {
    const path = resolve(process.cwd(), file);
    console.log(report(await runOverSocket(server.url, readQuestions(path)), path));
  }
} finally {
  await server.close();
}
