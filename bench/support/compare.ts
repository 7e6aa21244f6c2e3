import autocannon from "autocannon";
import { percentile } from "./stats.ts";

export function load(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error: Error | null, result) => (error ? reject(error) : resolve(result)));
  });
}

export interface Comparison {
  /** requests a second, the median round's */
  app: number;
  bare: number;
  /** the median of the rounds' ratios */
  ratio: number;
  rounds: { app: number; bare: number; ratio: number }[];
  appP99: number;
  errors: number;
}

/**
 * Disha against a bare server, in alternating short rounds after a warm-up of each: on a shared machine
 * a slow spell (another process, the scheduler's placing of the two processes on the cores) then falls
 * on both sides of some round instead of on one whole side, and the median round's ratio is printed.
 */
export async function compareWithBare(
  app: autocannon.Options,
  bare: autocannon.Options,
  { rounds = 5, seconds = 4, connections = 50 } = {},
): Promise<Comparison> {
  await load({ ...app, connections, duration: 2 });
  await load({ ...bare, connections, duration: 2 });
  const results: { app: autocannon.Result; bare: autocannon.Result; ratio: number }[] = [];
  for (let round = 0; round < rounds; round++) {
    const appResult = await load({ ...app, connections, duration: seconds });
    const bareResult = await load({ ...bare, connections, duration: seconds });
    results.push({ app: appResult, bare: bareResult, ratio: appResult.requests.average / bareResult.requests.average });
  }
  const median = [...results].sort((a, b) => a.ratio - b.ratio)[Math.floor(results.length / 2)]!;
  return {
    app: median.app.requests.average,
    bare: median.bare.requests.average,
    ratio: median.ratio,
    rounds: results.map((result) => ({
      app: result.app.requests.average,
      bare: result.bare.requests.average,
      ratio: result.ratio,
    })),
    appP99: percentile(
      results.map((result) => result.app.latency.p99),
      50,
    ),
    errors: results.reduce((sum, result) => sum + result.app.errors + result.app.non2xx, 0),
  };
}

/** Each round's figures on one line, after the median's. */
export function describeRounds(comparison: Comparison): string {
  return comparison.rounds
    .map((round) => `${round.app.toFixed(0)}/${round.bare.toFixed(0)} = ${round.ratio.toFixed(2)}`)
    .join(", ");
}
