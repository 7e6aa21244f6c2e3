import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient, uniqueAddress } from "../../testing/test-client.ts";
import { createTestContext, type TestContext } from "../../testing/test-server.ts";
import { CERTIFICATE_CHECKS_PER_ADDRESS } from "./certificate-routes.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

describe("GET /api/certificates/:code", () => {
  it("lets one address check only a few codes, so codes cannot be guessed by the thousand", async () => {
    const address = uniqueAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= CERTIFICATE_CHECKS_PER_ADDRESS; attempt++) {
      statuses.push((await new TestClient(context, address).get(`/api/certificates/GUESS-${attempt}`)).status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const refused = await new TestClient(context, address).get("/api/certificates/AAAAA-BBBBB");
    expect(refused.body).toMatchObject({ error: { code: "rate_limited" } });
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    // another address is not held back
    expect((await new TestClient(context).get("/api/certificates/AAAAA-BBBBB")).status).toBe(404);
  });
});
