import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FOREIGN_ORIGIN_MESSAGE, JSON_ONLY_MESSAGE } from "./lib/same-origin.ts";
import { TestClient } from "./testing/test-client.ts";
import { createTestContext, TEST_APP_URL, type TestContext } from "./testing/test-server.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

const writes: [string, string][] = [
  ["POST", "/api/book"],
  ["POST", "/api/profile"],
  ["POST", "/api/support-messages"],
  ["POST", "/api/workshops/career-fundamentals/registrations"],
  ["POST", "/api/auth/sign-in/email"],
  ["DELETE", "/api/me"],
];

describe("requests that cannot be forged", () => {
  it("refuses every state-changing route from a foreign Origin with 403, and with no Origin at all", async () => {
    const client = new TestClient(context);
    await client.signUp();
    for (const [method, path] of writes) {
      const foreign = await client.request(
        method,
        path,
        { any: "thing" },
        { headers: { origin: "https://evil.example" } },
      );
      expect(foreign.status, `${method} ${path}`).toBe(403);
      expect(foreign.body).toEqual({ error: { code: "forbidden", message: FOREIGN_ORIGIN_MESSAGE } });
    }
    const bare = await context.app.request(`${TEST_APP_URL}/api/support-messages`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(bare.status).toBe(403);
  });

  it("accepts a browser's same-origin request that carries Sec-Fetch-Site instead of Origin", async () => {
    const response = await context.app.request(`${TEST_APP_URL}/api/support-messages`, {
      method: "POST",
      headers: { "content-type": "application/json", "sec-fetch-site": "same-origin" },
      body: "{}",
    });
    expect(response.status).toBe(400);
  });

  it("refuses a text/plain body (what a cross-site form can send) with 415", async () => {
    const client = new TestClient(context);
    await client.signUp();
    for (const [method, path] of writes) {
      const response = await client.request(method, path, '{"confirm":"DELETE"}', {
        headers: { "content-type": "text/plain" },
      });
      expect(response.status, `${method} ${path}`).toBe(415);
      expect(response.body).toEqual({ error: { code: "unsupported_media_type", message: JSON_ONLY_MESSAGE } });
    }
    // the account is still there
    expect((await client.get<{ user: object } | null>("/api/auth/get-session")).body).not.toBeNull();
  });

  it("marks every personal answer Cache-Control: no-store", async () => {
    const client = new TestClient(context);
    const { id } = await client.signUp();
    for (const path of ["/api/auth/get-session", "/api/me/export", "/api/bookings", `/api/profile/${id}`]) {
      expect((await client.get(path)).headers.get("cache-control"), path).toBe("no-store");
    }
  });
});
