import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { englishCatalog } from "./catalog.ts";
import { createI18nextTranslator } from "./i18next-translator.ts";
import { acceptedLanguages, appLocales, createTranslator, intlLocale, localeCatalogs, pickLocale } from "./index.ts";

describe("a third language", () => {
  it("costs only its catalog: a directory of it is offered, chosen from the browser's languages and read, English filling its gaps", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "disha-locales-"));
    // a test-only language, Tamil, with two words of one namespace
    mkdirSync(path.join(dir, "ta"));
    writeFileSync(
      path.join(dir, "ta", "common.json"),
      JSON.stringify({ nav: { signIn: "உள்நுழைக", careers: "தொழில்கள்" } }),
    );
    const locales = localeCatalogs(pathToFileURL(`${dir}/`));
    expect(locales.available).toEqual(["en", "ta"]);
    expect(pickLocale(acceptedLanguages("ta-IN,ta;q=0.9,en;q=0.5"), locales.available)).toBe("ta");

    const tamil = createI18nextTranslator("ta", locales.catalogOf("ta") ?? {}, englishCatalog);
    expect(tamil.t("common.nav.signIn")).toBe("உள்நுழைக");
    expect(tamil.t("common.nav.signUp")).toBe("Sign up");
  });
});

describe("the app's languages", () => {
  it("are English and Hindi, and a Hindi message the catalog lacks is said in English", () => {
    expect(appLocales.available).toEqual(["en", "hi"]);
    const hindi = createTranslator("hi");
    expect(hindi.t("common.nav.signIn")).toMatch(/[\u0900-\u097F]/);
    expect(createTranslator("hi").t("common.noSuchMessage")).toBe("common.noSuchMessage");
  });

  it("are chosen from the browser's languages by language, most wanted first, else English", () => {
    expect(pickLocale(acceptedLanguages("en-GB;q=0.5,hi-IN"), ["en", "hi"])).toBe("hi");
    expect(pickLocale(acceptedLanguages("fr-FR,de;q=0.9"), ["en", "hi"])).toBe("en");
    expect(pickLocale(["hi-IN", "en"], ["en", "hi"])).toBe("hi");
    expect(acceptedLanguages("*, en;q=0, hi")).toEqual(["hi"]);
  });

  it("format numbers the Indian way in each", () => {
    expect(new Intl.NumberFormat(intlLocale("hi")).format(1234567)).toBe("12,34,567");
    expect(new Intl.NumberFormat(intlLocale("en")).format(1234567)).toBe("12,34,567");
  });
});
