// The anonymous mentor list against a bare node:http server sending the same body: run-all.ts and
// public-reads.ts print it (issue 22's gate is a ratio of at least 0.8).
import type { BenchProcess } from "./support/processes.ts";
import { startBareProcess } from "./support/processes.ts";
import { compareWithBare, describeRounds, type Comparison } from "./support/compare.ts";

export interface MentorListFigures extends Comparison {
  bytes: number;
  mentors: number;
}

export async function measureMentorList(app: BenchProcess, barePort: number): Promise<MentorListFigures> {
  const body = await (await fetch(`${app.url}/api/mentors`)).text();
  const bare = await startBareProcess(barePort, body);
  try {
    const comparison = await compareWithBare({ url: `${app.url}/api/mentors` }, { url: bare.url });
    return { ...comparison, bytes: Buffer.byteLength(body), mentors: (JSON.parse(body) as unknown[]).length };
  } finally {
    bare.stop();
  }
}

export function printMentorList(figures: MentorListFigures): void {
  console.log(
    `GET /api/mentors (${(figures.bytes / 1024).toFixed(1)} kB, ${figures.mentors} mentors), 50 connections, 5 alternating rounds of 4 s:`,
  );
  console.log(`  Disha:      ${figures.app.toFixed(0)} req/s, p99 ${figures.appP99} ms, errors ${figures.errors}`);
  console.log(`  node:http:  ${figures.bare.toFixed(0)} req/s (fixed body of the same size)`);
  console.log(
    `  ratio:      ${figures.ratio.toFixed(2)} of bare node:http (target >= 0.8); rounds ${describeRounds(figures)}`,
  );
}
