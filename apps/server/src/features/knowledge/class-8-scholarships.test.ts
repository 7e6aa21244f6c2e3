import type { ScholarshipRecord } from "@disha/content/knowledge/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../testing/test-server.ts";
import { TestClient } from "../../testing/test-client.ts";
import { PAGE_SIZE_MAX } from "./schemas.ts";
import type { Page } from "./service.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

describe("GET /api/scholarships for a class 8 student", () => {
  it("finds Kanyashree K1 for a girl in West Bengal, and NMMSS, whose test is taken in class 8", async () => {
    const client = new TestClient(context);
    const found = async (query: string) => {
      const response = await client.get<Page<ScholarshipRecord>>(
        `/api/scholarships?pageSize=${PAGE_SIZE_MAX}&${query}`,
      );
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.items.map((item) => item.id);
    };
    const girlInBengal = await found("level=class-8&gender=female&state=west-bengal");
    expect(girlInBengal).toEqual(expect.arrayContaining(["wb-kanyashree-k1", "nmmss"]));
    // K2 is for girls of 18 and over, so never for class 8
    expect(girlInBengal).not.toContain("wb-kanyashree-k2");
    expect(await found("level=class-8&gender=any&state=west-bengal")).not.toContain("wb-kanyashree-k1");
  });
});
