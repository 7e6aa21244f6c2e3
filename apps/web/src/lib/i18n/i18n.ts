import type { Catalog } from "@disha/shared/i18n/catalog";
import { DEFAULT_LOCALE, LOCALE_COOKIE, pickLocale } from "@disha/shared/i18n/locale-choice";
import {
  FALLBACK_END,
  FALLBACK_START,
  type MessageKeys,
  type Messages,
  PSEUDO_LOCALE,
  type Translator,
  type Vars,
  makeTranslator,
} from "@disha/shared/i18n/translator";

export type MessageKey = MessageKeys<Catalog>;

// One namespace's catalog files, every language's, each a lazy chunk (decision 027), as a page names them:
// import.meta.glob("@locales/*/landing.json", { import: "default" })
export type CatalogFiles = Record<string, () => Promise<unknown>>;

// The shell's words. Each page's chunk names its own namespaces' files (registerNamespaces), so a page
// carries the loaders of its namespaces only and downloads their words in its language only. A
// language is a directory of catalogs with its common.json: adding one adds it here, to the switch and
// to the first visit's choice, with no code (decision 024).
const shellFiles: CatalogFiles = import.meta.glob("@locales/*/common.json", { import: "default" });
// the `<locale>/<namespace>` files lacking some English message, counted at build time (vite.config.ts):
// only for these does a page in another language download the English too
const incomplete = new Set(__INCOMPLETE_CATALOGS__);

const CATALOG_FILE = /([^/]+)\/([^/]+)\.json$/;

/** The languages a student can choose, English first. */
export const availableLocales: readonly string[] = [
  ...new Set([DEFAULT_LOCALE, ...Object.keys(shellFiles).map((file) => CATALOG_FILE.exec(file)?.[1] ?? "")]),
];

function readCookie(name: string): string | undefined {
  return document.cookie
    .split("; ")
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** Remembers `chosen` for this browser's next pages (and tells the server, which reads the same cookie). */
export function rememberLocale(chosen: string) {
  document.cookie = `${LOCALE_COOKIE}=${chosen}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

const isKnown = (chosen: string | null | undefined): chosen is string =>
  !!chosen && (availableLocales.includes(chosen) || chosen === PSEUDO_LOCALE);

/**
 * `?lng=hi` picks a language (a shared link can carry one) and remembers it; otherwise the remembered
 * one; at a first visit, the first of the browser's languages Disha has; else English.
 */
function chooseLocale(): string {
  const fromLink = new URLSearchParams(window.location.search).get("lng");
  if (isKnown(fromLink)) {
    rememberLocale(fromLink);
    return fromLink;
  }
  const remembered = readCookie(LOCALE_COOKIE);
  if (isKnown(remembered)) return remembered;
  return pickLocale(navigator.languages, availableLocales);
}

export type Namespace = keyof Catalog;

// Each page's chunk adds its own namespaces (registerNamespaces), so the landing page never
// downloads the dashboard's words. Changing the locale reloads the page.
const english: Record<string, Messages> = {};
const local: Record<string, Messages> = {};
export const locale = chooseLocale();
const englishTranslator = makeTranslator(DEFAULT_LOCALE, english);
let translator: Translator = englishTranslator;

function markedEnglish(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      typeof value === "string" ? `${FALLBACK_START}${value}${FALLBACK_END}` : markedEnglish(value),
    ]),
  );
}

/** The language's own words, each message it lacks in English, marked. */
function withEnglishFallback(own: Translator): Translator {
  return {
    locale: own.locale,
    has: (key) => own.has(key) || englishTranslator.has(key),
    t(key, vars) {
      const message = own.t(key, vars);
      if (message !== key) return message;
      const fallback = englishTranslator.t(key, vars);
      return fallback === key ? key : `${FALLBACK_START}${fallback}${FALLBACK_END}`;
    },
    tree(key) {
      const found = own.tree(key);
      if (found) return found;
      const fallback = englishTranslator.tree(key);
      return fallback && markedEnglish(fallback);
    },
  };
}

async function loadInto(messages: Record<string, Messages>, namespace: string, load?: () => Promise<unknown>) {
  if (load) messages[namespace] = (await load()) as Messages;
}

let fallbacksMarked: Promise<void> | undefined;
/** Starts marking the English fallbacks on the page (once, and only where a catalog has gaps). */
function markFallbacks(): Promise<void> {
  fallbacksMarked ??= import("./fallback-marks.ts").then((marks) => marks.markFallbacks(document.body));
  return fallbacksMarked;
}

/** The words `namespace` needs in the chosen locale: its own, and the English where its file has gaps. */
function loadNamespace(namespace: string, files: CatalogFiles): Promise<unknown> {
  const byLanguage = new Map<string, () => Promise<unknown>>();
  for (const [file, load] of Object.entries(files)) {
    const [, language, name] = CATALOG_FILE.exec(file) ?? [];
    // a glob for another namespace's files would show its words under this one's keys
    if (name !== namespace || !language) throw new Error(`${file} is not a catalog file of ${namespace}`);
    byLanguage.set(language, load);
  }
  if (!byLanguage.has(DEFAULT_LOCALE))
    throw new Error(`no ${DEFAULT_LOCALE}/${namespace}.json among ${namespace}'s files`);
  if (locale === DEFAULT_LOCALE || locale === PSEUDO_LOCALE)
    return loadInto(english, namespace, byLanguage.get(DEFAULT_LOCALE));
  const own = loadInto(local, namespace, byLanguage.get(locale));
  if (!incomplete.has(`${locale}/${namespace}`)) return own;
  return Promise.all([own, loadInto(english, namespace, byLanguage.get(DEFAULT_LOCALE)), markFallbacks()]);
}

/**
 * Loads a page's namespaces in the chosen locale (with English for gaps), so a page module that awaits
 * it renders in its language from the start. Each namespace comes with its files (CatalogFiles).
 */
export async function registerNamespaces(namespaces: Partial<Record<Namespace, CatalogFiles>>): Promise<void> {
  await Promise.all(Object.entries(namespaces).map(([namespace, files]) => loadNamespace(namespace, files)));
}

/**
 * Readies the chosen locale before the first render: the shell's words; the pseudo-locale's letters.
 * (Devanagari's font is declared in every language, index.css: it downloads when a page shows it.)
 */
export async function loadLocale() {
  document.documentElement.lang = locale;
  if (locale === PSEUDO_LOCALE) {
    const { pseudoLocalize } = await import("@disha/shared/i18n/pseudo");
    translator = makeTranslator(locale, english, pseudoLocalize);
  } else if (locale !== DEFAULT_LOCALE) {
    translator = withEnglishFallback(makeTranslator(locale, local));
  }
  await registerNamespaces({ common: shellFiles });
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
