import englishLanding from "@disha/shared/i18n/locales/en/landing.json" with { type: "json" };
import englishMentor from "@disha/shared/i18n/locales/en/mentor.json" with { type: "json" };
import hindiLanding from "@disha/shared/i18n/locales/hi/landing.json" with { type: "json" };
import { FALLBACK_END, FALLBACK_START } from "@disha/shared/i18n/translator";
import { afterEach, describe, expect, it, vi } from "vitest";
import type * as FallbackMarks from "./fallback-marks.ts";

// the real marker, watched: it must load only where a language's catalog has gaps
vi.mock("./fallback-marks.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof FallbackMarks>();
  return { markFallbacks: vi.fn(actual.markFallbacks) };
});

const landingFiles = import.meta.glob("@locales/*/landing.json", { import: "default" });

/** A fresh translation layer for a page opened at `/?lng=<locale>`, its shell's words loaded. */
async function openIn(locale: string) {
  vi.resetModules();
  window.history.replaceState(null, "", `/?lng=${locale}`);
  const i18n = await import("./i18n.ts");
  await i18n.loadLocale();
  const marks = await import("./fallback-marks.ts");
  return { ...i18n, markFallbacks: vi.mocked(marks.markFallbacks) };
}

afterEach(() => {
  window.history.replaceState(null, "", "/");
  document.body.replaceChildren();
});

describe("the browser's translation layer", () => {
  it("in English, loads a page's namespaces on demand and marks nothing", async () => {
    const { t, registerNamespaces, markFallbacks } = await openIn("en");
    expect(t("landing.hero.badge")).toBe("landing.hero.badge");
    await registerNamespaces({ landing: landingFiles });
    expect(t("landing.hero.badge")).toBe(englishLanding.hero.badge);
    expect(markFallbacks).not.toHaveBeenCalled();
  });

  it("in Hindi, a namespace whose catalog has every message needs no English and no marks", async () => {
    const { t, registerNamespaces, markFallbacks } = await openIn("hi");
    await registerNamespaces({ landing: landingFiles });
    expect(t("landing.hero.badge")).toBe(hindiLanding.hero.badge);
    expect(markFallbacks).not.toHaveBeenCalled();
  });

  it("in Hindi, a message the catalog lacks shows in English, marked lang=en on the page, never as a key", async () => {
    // mentor.json keeps its Hinglish lines in English on purpose (hindi-english-on-purpose.json)
    const { t, registerNamespaces, markFallbacks } = await openIn("hi");
    await registerNamespaces({ mentor: import.meta.glob("@locales/*/mentor.json", { import: "default" }) });
    expect(t("mentor.opening.hindi")).toMatch(/[\u0900-\u097F]/);
    const fallback = `${FALLBACK_START}${englishMentor.opening.hinglish}${FALLBACK_END}`;
    expect(t("mentor.opening.hinglish")).toBe(fallback);
    expect(markFallbacks).toHaveBeenCalledTimes(1);

    const line = document.createElement("p");
    line.textContent = t("mentor.opening.hinglish");
    document.body.append(line);
    await vi.waitFor(() => expect(line.lang).toBe("en"));
  });

  it("in the pseudo-locale, reads the English of every namespace, each message accented", async () => {
    const { t, registerNamespaces } = await openIn("en-XA");
    await registerNamespaces({ landing: landingFiles });
    expect(t("landing.hero.badge")).not.toBe(englishLanding.hero.badge);
    expect(t("landing.hero.badge")).not.toBe("landing.hero.badge");
    expect(t("landing.hero.badge")).not.toMatch(/^[\x20-\x7e]*$/);
  });

  it("refuses a namespace named with another's files, which would show their words under its keys", async () => {
    const { registerNamespaces } = await openIn("en");
    await expect(registerNamespaces({ quiz: landingFiles })).rejects.toThrow(/not a catalog file of quiz/);
  });
});
