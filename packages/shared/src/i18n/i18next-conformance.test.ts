import { describe, expect, it } from "vitest";
import { englishCatalog } from "./catalog.ts";
import { createI18nextTranslator } from "./i18next-translator.ts";
import { appLocales } from "./locales.ts";
import { type Messages, type Vars, makeTranslator } from "./translator.ts";

// The browser's small translator and i18next must say the same thing for every message of the catalog.

function keysOf(messages: Messages, prefix = ""): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

/** Values for every placeholder of a message, and a few counts for plural forms. */
function sampleVars(message: string): Vars[] {
  const names = [...message.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1] ?? "");
  const values = Object.fromEntries(names.filter((name) => name !== "count").map((name) => [name, `<${name}>`]));
  return [0, 1, 2, 21].map((count) => ({ ...values, count }));
}

describe.each(appLocales.available)("the browser's translator and i18next, in %s", (locale) => {
  const catalog = appLocales.catalogOf(locale) ?? englishCatalog;
  const small = makeTranslator(locale, catalog);
  const reference = createI18nextTranslator(locale, catalog, englishCatalog);
  const keys = keysOf(catalog).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, ""));

  it("give the same words for every message, with values and plural counts", () => {
    const differences: string[] = [];
    for (const key of new Set(keys)) {
      const message = small.t(key, { count: 2 });
      for (const vars of sampleVars(message === key ? "" : message)) {
        const mine = small.t(key, vars);
        const theirs = reference.t(key, vars);
        if (mine !== theirs) differences.push(`${key} ${JSON.stringify(vars)}: "${mine}" vs "${theirs}"`);
      }
    }
    console.log(`i18next conformance (${locale}): ${new Set(keys).size} messages compared`);
    expect(new Set(keys).size).toBeGreaterThan(500);
    expect(differences).toEqual([]);
  });

  it("agree on missing keys and on what exists", () => {
    expect(small.t("common.noSuchMessage")).toBe(reference.t("common.noSuchMessage"));
    expect(small.has("auth.signIn.heading")).toBe(true);
    expect(reference.has("auth.signIn.heading")).toBe(true);
    expect(reference.has("common.noSuchMessage")).toBe(false);
  });
});
