import { roadmaps } from "@disha/content/roadmaps";
import { afterEach, describe, expect, it, vi } from "vitest";

// the page's language is chosen once, when i18n.ts first loads: each case loads it afresh
async function contentIn(lng: string) {
  window.history.replaceState(null, "", `/?lng=${lng}`);
  vi.resetModules();
  return import("./content.ts");
}

afterEach(() => {
  window.history.replaceState(null, "", "/");
  document.cookie = "disha.lng=; path=/; max-age=0";
});

describe("inPageLanguage", () => {
  const roadmap = roadmaps[0]!;

  it("lays a roadmap's Hindi over its English on a Hindi page, step by step", async () => {
    const { inPageLanguage } = await contentIn("hi");
    const shown = inPageLanguage(roadmap);
    expect(shown.title).toBe(roadmap.hi?.title);
    expect(shown.summary).toBe(roadmap.hi?.summary);
    expect(shown.slug).toBe(roadmap.slug);
    expect(inPageLanguage(roadmap.steps[0]!).title).toBe(roadmap.steps[0]!.hi?.title);
  });

  it("keeps the English on an English page and where a record has no Hindi", async () => {
    const { inPageLanguage } = await contentIn("en");
    expect(inPageLanguage(roadmap).title).toBe(roadmap.title);
    const { inPageLanguage: inHindi } = await contentIn("hi");
    expect(inHindi({ ...roadmap, hi: undefined }).title).toBe(roadmap.title);
  });
});

describe("languageOf", () => {
  it("names a staff-written text's language from its script", async () => {
    const { languageOf } = await contentIn("hi");
    expect(languageOf("Career talk: Life as a nurse")).toBe("en");
    expect(languageOf("नर्सिंग में करियर")).toBe("hi");
  });
});
