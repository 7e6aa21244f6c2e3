// What the web code reads as constants (src/build-constants.d.ts), worked out once per build from the
// repository's files; the build (vite.config.ts) and the web tests (vitest.config.ts) define the same.
import { readdirSync, readFileSync } from "node:fs";
import { incompleteCatalogs } from "../../packages/shared/src/i18n/catalog-gaps.ts";
import { PSEUDO_LOCALE } from "../../packages/shared/src/i18n/translator.ts";

export const localesDir = new URL("../../packages/shared/src/i18n/locales/", import.meta.url);

// The landing page's figures, counted from the knowledge base at build time (it never loads the base)
const knowledgeCount = (kind: string) =>
  (
    JSON.parse(
      readFileSync(new URL(`../../packages/content/src/knowledge/generated/${kind}.json`, import.meta.url), "utf8"),
    ) as unknown[]
  ).length;

// Each language's name in itself ('हिन्दी') for the language switch, from the platform (a new language
// needs no words for it), named at build time: a page's first Intl.DisplayNames loads locale data in a
// long task (90 ms on a mid-range phone) on every first paint.
const languageNames = () =>
  Object.fromEntries(
    [...readdirSync(localesDir), PSEUDO_LOCALE].map((language) => [
      language,
      new Intl.DisplayNames([language], { type: "language" }).of(language) ?? language,
    ]),
  );

export function buildConstants(): Record<string, string> {
  return {
    __KNOWLEDGE_COUNTS__: JSON.stringify({ careers: knowledgeCount("careers"), exams: knowledgeCount("exams") }),
    // the language files that need English beside them (lib/i18n/i18n.ts)
    __INCOMPLETE_CATALOGS__: JSON.stringify(incompleteCatalogs(localesDir)),
    __LANGUAGE_NAMES__: JSON.stringify(languageNames()),
  };
}
