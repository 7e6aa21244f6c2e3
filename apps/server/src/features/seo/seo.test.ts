import { roadmaps } from "@disha/content";
import { knowledgeBase } from "@disha/content/knowledge/base";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../testing/test-server.ts";
import { TestClient } from "../../testing/test-client.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({ APP_URL: "https://disha.example.in/" });
});
afterAll(async () => {
  await context.close();
});

describe("GET /sitemap.xml", () => {
  it("lists every public page, every career and every exam, under APP_URL", async () => {
    const response = await new TestClient(context).get<string>("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const base = "https://disha.example.in";
    const expected = [
      `${base}/`,
      `${base}/career-science`,
      `${base}/career-commerce`,
      `${base}/career-arts`,
      `${base}/mentors`,
      `${base}/workshops`,
      `${base}/career-quiz`,
      `${base}/careers`,
      `${base}/exams`,
      `${base}/colleges`,
      `${base}/scholarships`,
      `${base}/interest-profiler`,
      `${base}/timelines/eng`,
      `${base}/career-commerce/accounting`,
      ...roadmaps.map((roadmap) => `${base}${roadmap.path}`),
      ...knowledgeBase.careers.map((career) => `${base}/careers/${career.id}`),
      ...knowledgeBase.exams.map((exam) => `${base}/exams/${exam.id}`),
    ];
    expect(locations).toEqual(expect.arrayContaining(expected));
    expect(new Set(locations).size).toBe(locations.length);
    expect(locations).toHaveLength(new Set(expected).size);
    expect(locations).toContain(`${base}/careers/nurse`);
  });
});
