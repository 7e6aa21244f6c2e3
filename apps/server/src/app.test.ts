import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, startTestNodes, type TestContext } from "./testing/test-server.ts";
import { TestClient } from "./testing/test-client.ts";
import { apiSecurityHeaders } from "./lib/pipeline.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

describe("the API's common behaviour", () => {
  it("answers an unknown /api route with 404 in the error shape", async () => {
    const response = await new TestClient(context).get("/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: { code: "not_found", message: "No API route GET /api/no-such-thing." } });
  });

  it("answers a malformed JSON body with 400 in the error shape", async () => {
    const response = await new TestClient(context).post("/api/auth/sign-up/email", '{"name": "Asha",');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: { code: "invalid_json", message: "The request body is not valid JSON." } });
  });

  it("answers a body over 100 kB with 413 in the error shape", async () => {
    const huge = JSON.stringify({ name: "x".repeat(101 * 1024), email: "a@b.in", password: "12345678" });
    const response = await new TestClient(context).post("/api/auth/sign-up/email", huge);
    expect(response.status).toBe(413);
    expect(response.body).toEqual({
      error: { code: "payload_too_large", message: "The request body is larger than 100 kB." },
    });
  });

  it("reports health with a real database query", async () => {
    const response = await new TestClient(context).get("/healthz");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: "ok", database: "ok" });
  });

  it("serves the web app's index for unknown non-API paths", async () => {
    const response = await new TestClient(context).get("/some/client/route");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("cache-control")).toBe("no-cache");
  });
});

describe("the HTTP server", () => {
  it("sends the security headers with every response: a page's to the web app, the API's to data", async () => {
    const cluster = await startTestNodes(1);
    try {
      for (const path of ["/healthz", "/some/page"]) {
        const response = await fetch(`${cluster.urls[0]}${path}`);
        const csp = response.headers.get("content-security-policy") ?? "";
        expect(csp, path).toContain("default-src 'self'");
        expect(csp, path).toContain("script-src 'self';");
        expect(csp, path).toContain("frame-ancestors 'none'");
        expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
        expect(response.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
        expect(response.headers.get("cross-origin-opener-policy"), path).toBe("same-origin");
      }
      // through Hono (a miss, a signed-out personal read) and through the public-answer path alike
      for (const path of ["/api/no-such-thing", "/api/me/plan", "/api/mentors"]) {
        const response = await fetch(`${cluster.urls[0]}${path}`);
        for (const [name, value] of Object.entries(apiSecurityHeaders))
          expect(response.headers.get(name), `${path} ${name}`).toBe(value);
        expect(response.headers.get("referrer-policy"), path).toBeNull();
      }
    } finally {
      await cluster.close();
    }
  });
});
