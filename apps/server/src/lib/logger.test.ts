import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { createRequestTally } from "./logger.ts";

/** A logger whose lines are kept, parsed, for the test to read. */
function keptLogger() {
  const lines: Record<string, unknown>[] = [];
  let written: () => void = () => {};
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      written();
      done();
    },
  });
  const nextLine = () => new Promise<void>((resolve) => (written = resolve));
  return { logger: pino({ level: "info", base: undefined }, stream), lines, nextLine };
}

describe("the request tally of public reads", () => {
  it("writes one line per route and status with how many were answered and the slowest", () => {
    const { logger, lines } = keptLogger();
    const tally = createRequestTally(logger, 60_000);
    const now = performance.now();
    tally.count("/api/mentors", 200, now - 3);
    tally.count("/api/mentors", 200, now - 12);
    tally.count("/api/mentors", 304, now);
    tally.count("/api/exams", 200, now);
    expect(lines).toHaveLength(0);
    tally.flush();
    const mentors = lines.filter((line) => line.path === "/api/mentors");
    expect(mentors).toHaveLength(2);
    const ok = mentors.find((line) => line.status === 200)!;
    expect(ok).toMatchObject({ msg: "requests", method: "GET", count: 2 });
    expect(ok.maxMs).toBeGreaterThanOrEqual(12);
    expect(mentors.find((line) => line.status === 304)).toMatchObject({ count: 1 });
    expect(lines.filter((line) => line.path === "/api/exams")).toHaveLength(1);
    // nothing is written twice
    tally.flush();
    expect(lines).toHaveLength(3);
  });

  it("writes what was counted within its interval without being asked", async () => {
    const { logger, lines, nextLine } = keptLogger();
    const tally = createRequestTally(logger, 5);
    const written = nextLine();
    tally.count("/api/mentors", 200, performance.now());
    await written;
    expect(lines).toEqual([expect.objectContaining({ path: "/api/mentors", count: 1 })]);
  });
});
