import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { addDays, istDate } from "@disha/shared";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type App, createApp } from "../app.ts";
import { routeGroups } from "../registry.ts";
import { startTestNodes, type TestContext, type TestNodes } from "../testing/test-server.ts";
import { TestClient } from "../testing/test-client.ts";
import { type DeclaredRoute, publicAccess } from "./access.ts";
import type { AppDeps } from "./context.ts";
import { HttpError } from "./errors.ts";
import { leanReads } from "./lean-reads.ts";

const LEFT_TO_HONO = 599;

/** A node:http server answering with `leanReads` alone, and 599 for what it leaves to Hono. */
async function serveLeanOnly(
  routes: readonly DeclaredRoute[],
  deps: AppDeps,
): Promise<{ url: string; server: Server }> {
  const answer = leanReads(routes, deps);
  const server = createServer((request, response) => {
    if (answer(request, response)) return;
    response.writeHead(LEFT_TO_HONO);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

let nodes: TestNodes;
let lean: { url: string; server: Server };
let hono: App;
let mentorId: string;
beforeAll(async () => {
  nodes = await startTestNodes(1);
  const deps = nodes.nodes[0]!.deps;
  // the same deps answered through Hono, in process, to compare with
  hono = createApp(deps);
  lean = await serveLeanOnly(
    routeGroups.flatMap((group) => group.routes),
    deps,
  );
  mentorId = (await deps.db.selectFrom("mentor").select("id").executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await new Promise((resolve) => lean.server.close(resolve));
  await nodes.close();
});

const inDays = (days: number) => addDays(istDate(new Date()), days);

async function answerOf(response: Response) {
  return {
    status: response.status,
    contentType: response.headers.get("content-type"),
    cacheControl: response.headers.get("cache-control"),
    body: await response.text(),
  };
}

describe("lean reads", () => {
  it("answers an anonymous slots request exactly as Hono does, success or error", async () => {
    const paths = [
      `/api/mentors/${mentorId}/slots?date=${inDays(2)}`,
      `/api/mentors/${mentorId}/slots?date=${inDays(-1)}`,
      `/api/mentors/${mentorId}/slots?date=2031-13-01`,
      `/api/mentors/${mentorId}/slots`,
      `/api/mentors/${mentorId}/slots?date=${inDays(61)}`,
      `/api/mentors/nobody/slots?date=${inDays(1)}`,
      `/api/mentors/%E0%A4%95%20x/slots?date=${inDays(1)}`,
      `/api/mentors/%E0%A4/slots?date=${inDays(1)}`,
    ];
    const statuses: number[] = [];
    for (const path of paths) {
      const viaLean = await answerOf(await fetch(`${lean.url}${path}`));
      const viaHono = await answerOf(await hono.request(path));
      expect(viaLean, path).toEqual(viaHono);
      statuses.push(viaLean.status);
    }
    expect(statuses).toEqual([200, 200, 400, 400, 400, 404, 404, 404]);
  });

  it("leaves a signed-in viewer, other methods and other routes to Hono", async () => {
    const student = new TestClient({ app: hono } as TestContext);
    await student.signUp();
    const slots = `${lean.url}/api/mentors/${mentorId}/slots?date=${inDays(2)}`;
    expect((await fetch(slots, { headers: { cookie: student.cookie } })).status).toBe(LEFT_TO_HONO);
    expect((await fetch(slots, { method: "HEAD" })).status).toBe(LEFT_TO_HONO);
    expect((await fetch(`${lean.url}/api/mentors`)).status).toBe(LEFT_TO_HONO);
    expect((await fetch(`${lean.url}/api/mentors/${mentorId}/slots/?date=${inDays(2)}`)).status).toBe(LEFT_TO_HONO);
    expect((await fetch(`${lean.url}/`)).status).toBe(LEFT_TO_HONO);
  });

  it("answers the real server's anonymous requests, with the security headers and the request log", async () => {
    const deps = nodes.nodes[0]!.deps;
    const info = vi.spyOn(deps.logger, "info");
    const response = await fetch(`${nodes.urls[0]}/api/mentors/${mentorId}/slots?date=${inDays(2)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ method: "GET", path: "/api/mentors/:id/slots", status: 200 }),
      "request",
    );
    info.mockRestore();
  });

  it("answers a failing read in the shared error shape, logging an unexpected one without its message", async () => {
    const deps = nodes.nodes[0]!.deps;
    const error = vi.spyOn(deps.logger, "error");
    const failing: DeclaredRoute[] = [
      {
        method: "GET",
        path: "/fails/:how",
        access: publicAccess,
        read: (_deps, request) => {
          if (request.param("how") === "refused") {
            return Promise.reject(new HttpError(429, "rate_limited", "Too many", undefined, { "retry-after": "60" }));
          }
          return Promise.reject(new Error("student@example.in said something private"));
        },
      },
    ];
    const server = await serveLeanOnly(failing, deps);
    try {
      const refused = await fetch(`${server.url}/fails/refused`);
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe("60");
      expect(await refused.json()).toEqual({ error: { code: "rate_limited", message: "Too many" } });

      const crashed = await fetch(`${server.url}/fails/crashed`);
      expect(crashed.status).toBe(500);
      expect(await crashed.json()).toEqual({
        error: { code: "internal_error", message: expect.any(String) as unknown },
      });
      expect(JSON.stringify(error.mock.calls)).not.toContain("student@example.in");
      expect(error).toHaveBeenCalledWith(
        expect.objectContaining({ path: "/fails/:how", err: expect.objectContaining({ name: "Error" }) as unknown }),
        "unhandled error",
      );
    } finally {
      error.mockRestore();
      await new Promise((resolve) => server.server.close(resolve));
    }
  });
});
