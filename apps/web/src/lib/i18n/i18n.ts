import type { Catalog } from "@disha/shared/i18n/catalog";
import common from "@disha/shared/i18n/locales/en/common.json" with { type: "json" };
import {
  type MessageKeys,
  type Messages,
  PSEUDO_LOCALE,
  type Vars,
  makeTranslator,
} from "@disha/shared/i18n/translator";

export type MessageKey = MessageKeys<Catalog>;

const LOCALE_STORAGE_KEY = "disha.lng";
const SUPPORTED = ["en", PSEUDO_LOCALE];

/** `?lng=en-XA` picks a locale and remembers it for the next pages; otherwise the remembered one, or English. */
function chooseLocale(): string {
  try {
    const chosen =
      new URLSearchParams(window.location.search).get("lng") ?? window.localStorage.getItem(LOCALE_STORAGE_KEY);
    if (chosen && SUPPORTED.includes(chosen)) {
      window.localStorage.setItem(LOCALE_STORAGE_KEY, chosen);
      return chosen;
    }
  } catch {
    // storage refused (a private window): English
  }
  return "en";
}

// Each page's chunk adds its own namespaces (registerNamespaces), so the landing page never
// downloads the dashboard's words. Changing the locale reloads the page.
const catalog: Record<string, Messages> = { common };
export const locale = chooseLocale();
let translator = makeTranslator(locale, catalog);

/** Readies the chosen locale before the first render: the pseudo-locale's letters load only for it. */
export async function loadLocale() {
  document.documentElement.lang = locale;
  if (locale === PSEUDO_LOCALE) {
    const { pseudoLocalize } = await import("@disha/shared/i18n/pseudo");
    translator = makeTranslator(locale, catalog, pseudoLocalize);
  }
}

export function registerNamespaces(namespaces: Partial<Record<keyof Catalog, Messages>>) {
  Object.assign(catalog, namespaces);
}

/** The words of `key` in the student's language. */
export function t(key: MessageKey, vars?: Vars): string {
  return translator.t(key, vars);
}

/**
 * The entries under `key`, in catalog order, for a list the page renders as it is:
 * `tList<{ question: string; answer: string }>("landing.faq.items")`.
 */
export function tList<T>(key: string): [id: string, item: T][] {
  return Object.entries(translator.tree(key) ?? {}) as [string, T][];
}

/** Whether the catalog has `key` (a shared schema's message is a key; the API's are words). */
export function hasMessage(key: string): boolean {
  return translator.has(key);
}
