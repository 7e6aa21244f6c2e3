// The community's automatic checks (contact details, links, phrases, the profanity library and the
// classifier) on every labelled post of the corpus and the held-out sets, in process: what each new
// question or answer waits for before it is saved (issue 34's target: p99 at most 5 ms).
import { performance } from "node:perf_hooks";
import { checkPost } from "../apps/server/src/features/community/moderation.ts";
import { evalSets } from "../apps/server/src/features/community/moderation-eval.ts";
import { percentile } from "./support/stats.ts";

export function measureModerationChecks(passes = 3) {
  const texts = evalSets().flatMap((set) => set.posts.map((post) => post.text));
  const firstStarted = performance.now();
  checkPost("first post: the phrases, the library and the model are read");
  const first = performance.now() - firstStarted;
  const timings: number[] = [];
  for (let pass = 0; pass < passes; pass++) {
    for (const text of texts) {
      const started = performance.now();
      checkPost(text);
      timings.push(performance.now() - started);
    }
  }
  return {
    posts: timings.length,
    first,
    p50: percentile(timings, 50),
    p99: percentile(timings, 99),
    max: Math.max(...timings),
  };
}

export function printModerationChecks(figures: ReturnType<typeof measureModerationChecks>) {
  console.log(
    `community checks: ${figures.posts} posts (the labelled sets, 3 passes), p50 ${figures.p50.toFixed(2)} ms, p99 ${figures.p99.toFixed(2)} ms, max ${figures.max.toFixed(2)} ms (target p99 <= 5 ms); first post, loading the model: ${figures.first.toFixed(0)} ms`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) printModerationChecks(measureModerationChecks());
