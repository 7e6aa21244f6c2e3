/**
 * Translation for Node code (the server's error messages, the AI mentor's templates) over the
 * whole catalog, synchronously:
 *
 *   import { t, createTranslator } from "@disha/shared/i18n";
 *   t("errors.notFound");                        // English
 *   createTranslator("hi").t("mentor.greeting", { name });
 *
 * Keys are 'namespace.path.key' into locales/<locale>/<namespace>.json (i18next's JSON v4 format:
 * `{{value}}` placeholders, `key_one` / `key_other` plural forms picked by a numeric `count`).
 * A missing key comes back as the key itself. This is i18next; the browser uses ./translator.ts
 * instead (0.5 kB), with only the namespaces each page needs, held to the same output by a test.
 */
import { type Catalog, englishCatalog } from "./catalog.ts";
import { hindiCatalog } from "./catalog-hi.ts";
import { createI18nextTranslator } from "./i18next-translator.ts";
import { pseudoLocalize } from "./pseudo.ts";
import { translateMessage } from "./message-ref.ts";
import {
  type MessageKeys,
  type Messages,
  PSEUDO_LOCALE,
  type Translator,
  type Vars,
  makeTranslator,
} from "./translator.ts";

export type MessageKey = MessageKeys<Catalog>;
export { type Catalog, englishCatalog } from "./catalog.ts";
export * from "./translator.ts";
export * from "./message-ref.ts";
export { pseudoLocalize } from "./pseudo.ts";

export const DEFAULT_LOCALE = "en";

/** The catalogs by language; English is complete, the others fall back to it key by key. */
const catalogs: Readonly<Record<string, Messages>> = { en: englishCatalog, hi: hindiCatalog };

/** The languages with a catalog of their own, English first. */
export const LOCALES = Object.keys(catalogs);

const translators = new Map<string, Translator>();

/**
 * A translator for `locale` ('hi', 'hi-IN'): its language's catalog, with each missing message read from
 * the English one; locales without a catalog of their own read the English one.
 */
export function createTranslator(locale: string = DEFAULT_LOCALE): Translator {
  let translator = translators.get(locale);
  if (!translator) {
    // the pseudo-locale is a test device made from English: the small translator makes it
    translator =
      locale === PSEUDO_LOCALE
        ? makeTranslator(locale, englishCatalog, pseudoLocalize)
        : createI18nextTranslator(locale, catalogs);
    translators.set(locale, translator);
  }
  return translator;
}

/** The English text of `key`. */
export function t(key: MessageKey, vars?: Vars): string {
  return createTranslator().t(key, vars);
}

/** A schema's message (a catalog key, maybe with values) or any other text, in English. */
export function englishMessage(message: string): string {
  return translateMessage(createTranslator(), message);
}
