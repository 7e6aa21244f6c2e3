import { readdirSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import englishOnPurpose from "./hindi-english-on-purpose.json" with { type: "json" };
import { createTranslator, t } from "./index.ts";
import type { Messages } from "./translator.ts";

// The Hindi catalog against the English one, file by file: every key is there (or listed in
// hindi-english-on-purpose.json, with its reason), with the English message's placeholders and tags,
// and no Hindi message is empty or merely a copy of the English words.

const here = dirname(fileURLToPath(import.meta.url));
const locales = resolve(here, "locales");
const onPurpose: Readonly<Record<string, string>> = englishOnPurpose;

function read(locale: string, file: string): Messages {
  return JSON.parse(readFileSync(resolve(locales, locale, file), "utf8")) as Messages;
}

function flatten(messages: Messages, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === "string") out.set(prefix + key, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) out.set(inner, text);
  }
  return out;
}

/** `{{value}}` placeholders and `<tag>` / `</tag>` marks, in order of their names. */
function marks(message: string): string[] {
  return [...message.matchAll(/\{\{\s*[\w.]+\s*\}\}|<\/?[a-zA-Z0-9]+>/g)]
    .map((match) => match[0].replace(/\s/g, ""))
    .sort();
}

/** Words left after the placeholders, tags, acronyms (NEET, CBSE, AM) and the name Disha are taken out. */
function englishWords(message: string): string {
  return message
    .replace(/\{\{\s*[\w.]+\s*\}\}|<\/?[a-zA-Z0-9]+>/g, " ")
    .replace(/\b(?:[A-Z0-9][A-Z0-9.-]*|Disha)\b/g, " ")
    .replace(/[^A-Za-z]+/g, " ")
    .trim();
}

const files = readdirSync(resolve(locales, "en")).filter((file) => file.endsWith(".json"));
const english = new Map(files.map((file) => [file, flatten(read("en", file), `${file.replace(/\.json$/, "")}.`)]));
const hindi = new Map(files.map((file) => [file, flatten(read("hi", file), `${file.replace(/\.json$/, "")}.`)]));
const allEnglishKeys = new Set([...english.values()].flatMap((messages) => [...messages.keys()]));

describe("the Hindi catalog", () => {
  it("has a file for every English namespace, and no other", () => {
    expect(readdirSync(resolve(locales, "hi")).sort()).toEqual(files.sort());
  });

  it.each(files)("%s: every English key is in Hindi, or listed as English on purpose", (file) => {
    const missing = [...english.get(file)!.keys()].filter((key) => !hindi.get(file)!.has(key) && !(key in onPurpose));
    expect(missing).toEqual([]);
  });

  it.each(files)("%s: has no key the English catalog lacks", (file) => {
    expect([...hindi.get(file)!.keys()].filter((key) => !english.get(file)!.has(key))).toEqual([]);
  });

  it.each(files)("%s: each message keeps the English one's placeholders and tags", (file) => {
    const differing = [...hindi.get(file)!]
      .filter(([key, message]) => marks(message).join() !== marks(english.get(file)!.get(key) ?? "").join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it.each(files)("%s: no message is empty or a copy of the English words", (file) => {
    const empty = [...hindi.get(file)!].filter(([, message]) => message.trim() === "").map(([key]) => key);
    expect(empty).toEqual([]);
    const copied = [...hindi.get(file)!]
      .filter(([key, message]) => message === english.get(file)!.get(key) && englishWords(message) !== "")
      .map(([key]) => key);
    expect(copied).toEqual([]);
  });

  it.each(files)(
    "%s: calls a link official, never government, as the English does (many providers are private)",
    (file) => {
      const government = [...hindi.get(file)!]
        .filter(
          ([key, message]) =>
            /सरकारी (वेबसाइट|वेब साइट|साइट|स्रोत)/.test(message) && !/government/i.test(english.get(file)!.get(key) ?? ""),
        )
        .map(([key]) => key);
      expect(government).toEqual([]);
    },
  );

  it("gives each plural the forms Hindi uses (one, other)", () => {
    const forms = new Intl.PluralRules("hi").resolvedOptions().pluralCategories;
    const bases = [...hindi.values()].flatMap((messages) =>
      [...messages.keys()].filter((key) => key.endsWith("_other")).map((key) => key.slice(0, -"_other".length)),
    );
    expect(bases.length).toBeGreaterThan(0);
    for (const base of bases)
      for (const form of forms)
        expect(hindi.get(`${base.split(".")[0]}.json`)!.has(`${base}_${form}`), base).toBe(true);
  });

  it("lists only English keys as English on purpose, each with its reason, and leaves them out of Hindi", () => {
    for (const [key, reason] of Object.entries(onPurpose)) {
      expect(allEnglishKeys.has(key), key).toBe(true);
      expect(reason.length, key).toBeGreaterThan(20);
      expect(hindi.get(`${key.split(".")[0]}.json`)!.has(key), key).toBe(false);
    }
  });
});

describe("createTranslator for Hindi", () => {
  it("reads the Hindi catalog", () => {
    const hindiText = flatten(read("hi", "common.json")).get("nav.home");
    expect(createTranslator("hi").t("common.nav.home")).toBe(hindiText);
    expect(createTranslator("hi").t("validation.tooLong", { max: 100 })).toBe("कृपया इसे 100 अक्षरों से छोटा रखें");
    expect(createTranslator("hi").t("careers.results.count", { count: 1 })).toBe("1 करियर");
  });

  it("reads a key Hindi leaves English from the English catalog", () => {
    expect(createTranslator("hi").t("mentor.linkHinglish", { path: "/careers" })).toBe(
      t("mentor.linkHinglish", { path: "/careers" }),
    );
  });

  it("leaves English, and locales without a catalog, in English", () => {
    expect(createTranslator("en").t("common.nav.home")).toBe("Home");
    expect(t("common.nav.home")).toBe("Home");
    expect(createTranslator("ta").t("common.nav.home")).toBe("Home");
  });
});

describe("the English path of the web", () => {
  it("loads no Hindi: the modules it imports do not import the Hindi catalog", () => {
    for (const module of ["catalog.ts", "translator.ts", "message-ref.ts", "pseudo.ts", "locale-choice.ts"]) {
      const source = readFileSync(resolve(here, module), "utf8");
      expect(source, module).not.toMatch(/locales\.ts|locales\/hi\//);
    }
  });
});
