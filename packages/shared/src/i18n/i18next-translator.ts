import i18next from "i18next";
import type { Messages, Translator } from "./translator.ts";

const MADE_MESSAGES = 5_000;

/**
 * The translator Node code uses: i18next itself over the same catalogs. The browser reads them with
 * ./translator.ts, which costs 0.5 kB instead of i18next's 15.7 kB; i18next-conformance.test.ts holds
 * the two to the same output for every message (decision 008). `english` is the catalog a message
 * missing from `catalog` is read from.
 */
export function createI18nextTranslator(locale: string, catalog: Messages, english: Messages = catalog): Translator {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: "en",
    // the catalogs are in memory, so init is synchronous and t() works at once
    initAsync: false,
    // a message the locale's catalog lacks is said in English
    resources: { en: { translation: english }, [locale]: { translation: catalog } },
    // the server's words go into JSON and plain text, never into HTML it builds
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  });
  // i18next takes microseconds a message, and the AI mentor writes the same ones over and over: a message
  // depends only on its key and values, so each is made once (the store is emptied when it fills up)
  const made = new Map<string, string>();
  return {
    locale,
    t(key, vars) {
      const id = vars ? `${key}\u0000${JSON.stringify(vars)}` : key;
      let message = made.get(id);
      if (message === undefined) {
        message = instance.t(key, vars ?? {});
        if (made.size >= MADE_MESSAGES) made.clear();
        made.set(id, message);
      }
      return message;
    },
    has: (key) => instance.exists(key),
    tree(key) {
      const found: unknown = instance.t(key, { returnObjects: true });
      return typeof found === "object" && found !== null ? (found as Messages) : undefined;
    },
  };
}
