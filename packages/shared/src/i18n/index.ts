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
import { AsyncLocalStorage } from "node:async_hooks";
import { type Catalog, englishCatalog } from "./catalog.ts";
import { createI18nextTranslator } from "./i18next-translator.ts";
import { DEFAULT_LOCALE } from "./locale-choice.ts";
import { appLocales } from "./locales.ts";
import { pseudoLocalize } from "./pseudo.ts";
import { translateMessage } from "./message-ref.ts";
import { type MessageKeys, PSEUDO_LOCALE, type Translator, type Vars, makeTranslator } from "./translator.ts";

export type MessageKey = MessageKeys<Catalog>;
export { type Catalog, englishCatalog } from "./catalog.ts";
export * from "./translator.ts";
export * from "./message-ref.ts";
export { pseudoLocalize } from "./pseudo.ts";
export * from "./locale-choice.ts";
export { appLocales, localeCatalogs } from "./locales.ts";

const translators = new Map<string, Translator>();

/**
 * A translator for `locale` (locales/<locale>/*.json, each missing message in English); a locale
 * without a catalog reads the English one.
 */
export function createTranslator(locale: string = DEFAULT_LOCALE): Translator {
  let translator = translators.get(locale);
  if (!translator) {
    // the pseudo-locale is a test device made from English: the small translator makes it
    translator =
      locale === PSEUDO_LOCALE
        ? makeTranslator(locale, englishCatalog, pseudoLocalize)
        : createI18nextTranslator(locale, appLocales.catalogOf(locale) ?? englishCatalog, englishCatalog);
    translators.set(locale, translator);
  }
  return translator;
}

// the language of the request being answered (its account's or its cookie's), for the words t() says
const requestLocale = new AsyncLocalStorage<string>();

/** Runs `work` with t() speaking `locale`: the server wraps each request in it. */
export function inLocale<T>(locale: string, work: () => T): T {
  return requestLocale.run(locale, work);
}

/** The language of the request being answered; English outside a request. */
export function currentLocale(): string {
  return requestLocale.getStore() ?? DEFAULT_LOCALE;
}

/** The text of `key` in the language of the request being answered; English outside a request. */
export function t(key: MessageKey, vars?: Vars): string {
  return createTranslator(requestLocale.getStore()).t(key, vars);
}

/** A schema's message (a catalog key, maybe with values) or any other text, in the request's language. */
export function requestMessage(message: string): string {
  return translateMessage(createTranslator(requestLocale.getStore()), message);
}

/** A schema's message (a catalog key, maybe with values) or any other text, in English. */
export function englishMessage(message: string): string {
  return translateMessage(createTranslator(), message);
}
