import { performance } from "node:perf_hooks";

// When this process last began answering an HTTP request: background work (the job runner) checks
// how busy the server is only while requests keep coming.
let lastRequestAt = Number.NEGATIVE_INFINITY;

export function noteRequest(): void {
  lastRequestAt = performance.now();
}

/** Whether a request began within the last `withinMs` milliseconds. */
export function servedRecently(withinMs: number): boolean {
  return performance.now() - lastRequestAt < withinMs;
}
