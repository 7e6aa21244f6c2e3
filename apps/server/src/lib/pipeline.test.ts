import { addDays, istDate, type Mentor } from "@disha/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestNodes, type TestNodes } from "../testing/test-server.ts";
import { apiSecurityHeaders } from "./pipeline.ts";
import { keptSlots, slotsKey } from "../features/mentors/index.ts";

// Two real nodes (HTTP on node:http) in this one process: an anonymous public read takes the
// public-answer path of lib/pipeline.ts, everything else goes through Hono.
let nodes: TestNodes;
beforeAll(async () => {
  nodes = await startTestNodes(2);
});
afterAll(async () => {
  await nodes.close();
});

const url = (path: string, node = 0) => `${nodes.urls[node]}${path}`;

async function conditional(path: string) {
  const first = await fetch(url(path));
  expect(first.status, path).toBe(200);
  const etag = first.headers.get("etag");
  expect(etag, path).toMatch(/^".+"$/);
  const again = await fetch(url(path), { headers: { "if-none-match": etag! } });
  return { first, again };
}

describe("the one request path", () => {
  it("answers a conditional request for the mentor list with 304, revalidated on every visit", async () => {
    const { first, again } = await conditional("/api/mentors");
    expect(first.headers.get("cache-control")).toBe("no-cache");
    expect(first.headers.get("content-type")).toBe("application/json; charset=UTF-8");
    for (const [name, value] of Object.entries(apiSecurityHeaders)) expect(first.headers.get(name), name).toBe(value);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(again.headers.get("x-frame-options")).toBe("DENY");
  });

  it("answers a knowledge list and page with 304, and lets them be shared for five minutes", async () => {
    for (const path of ["/api/careers?query=nurse", "/api/exams"]) {
      const { first, again } = await conditional(path);
      expect(first.headers.get("cache-control"), path).toBe("public, max-age=300");
      expect(again.status, path).toBe(304);
    }
  });

  it("answers a conditional request for a mentor's anonymous slots with 304", async () => {
    const [mentor] = (await (await fetch(url("/api/mentors"))).json()) as Mentor[];
    const { again } = await conditional(`/api/mentors/${mentor!._id}/slots?date=${addDays(istDate(new Date()), 3)}`);
    expect(again.status).toBe(304);
  });

  it("answers a bad public read in the shared error shape, no-store, with the security headers", async () => {
    const response = await fetch(url("/api/mentors/nobody/slots?date=someday"));
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-security-policy")).toBe(apiSecurityHeaders["content-security-policy"]);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("validation_failed");
  });

  it("keeps each server's caches its own: two servers in one process share no entry", async () => {
    const [mentor] = (await (await fetch(url("/api/mentors"))).json()) as Mentor[];
    const date = addDays(istDate(new Date()), 5);
    expect((await fetch(url(`/api/mentors/${mentor!._id}/slots?date=${date}`, 0))).status).toBe(200);
    const kept = (node: number) => keptSlots(nodes.nodes[node]!.deps.caches).get(slotsKey(mentor!._id, date));
    expect(kept(0)).toBeDefined();
    expect(kept(1)).toBeUndefined();
    nodes.nodes[0]!.deps.caches.named<{ value: string }>("test:shared", { max: 1 }).set("key", { value: "zero" });
    expect(nodes.nodes[1]!.deps.caches.named<{ value: string }>("test:shared", { max: 1 }).get("key")).toBeUndefined();
  });
});
