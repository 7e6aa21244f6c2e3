/**
 * The translation core, without any catalog: the browser imports only this and the namespaces a
 * page needs; Node code uses `@disha/shared/i18n`, which adds the whole English catalog.
 *
 * Catalog format (i18next's JSON v4): nested objects of strings, `{{name}}` placeholders, plural
 * forms as `key_one` / `key_other` (chosen by `count` through Intl.PluralRules) and `<tag>…</tag>`
 * for the parts of a sentence a component renders (a link), which `splitTags` finds.
 */

export interface Messages {
  readonly [key: string]: string | Messages;
}
export type Vars = Readonly<Record<string, string | number>>;

/** The test locale: every English message with accented letters and brackets, made at run time. */
export const PSEUDO_LOCALE = "en-XA";

// Interpolated values are wrapped in these in the pseudo-locale (U+2068, U+2069: invisible bidi
// isolates), so a test can tell a value that went through a message from text that went around it.
export const VALUE_START = "\u2068";
export const VALUE_END = "\u2069";

// A message a language's catalog lacks shows in English between these (U+2066 LEFT-TO-RIGHT ISOLATE,
// U+2069 POP DIRECTIONAL ISOLATE: invisible), so the page can mark it lang="en" (decision 024).
export const FALLBACK_START = "\u2066";
export const FALLBACK_END = "\u2069";

export interface Translator {
  readonly locale: string;
  /** The message at `key` ('landing.hero.title') with `vars` put in; the key itself when missing. */
  t(key: string, vars?: Vars): string;
  has(key: string): boolean;
  /** The messages under `key` (a list a page shows in order), each string as `t` would give it. */
  tree(key: string): Messages | undefined;
}

function node(catalog: Messages, key: string): string | Messages | undefined {
  let found: string | Messages | undefined = catalog;
  for (const part of key.split(".")) {
    if (found === undefined || typeof found === "string") return undefined;
    found = found[part];
  }
  return found;
}

function lookup(catalog: Messages, key: string): string | undefined {
  const found = node(catalog, key);
  return typeof found === "string" ? found : undefined;
}

function mapMessages(messages: Messages, map: (message: string) => string): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      typeof value === "string" ? map(value) : mapMessages(value, map),
    ]),
  );
}

/**
 * A translator over `catalog`. With `pseudo` (./pseudo.ts's pseudoLocalize for the pseudo-locale),
 * every message goes through it and interpolated values are marked with VALUE_START / VALUE_END.
 */
export function makeTranslator(locale: string, catalog: Messages, pseudo?: (message: string) => string): Translator {
  let plurals: Intl.PluralRules | undefined;
  const find = (key: string, vars?: Vars): string | undefined => {
    const count = vars?.count;
    if (typeof count === "number") {
      plurals ??= new Intl.PluralRules(locale === PSEUDO_LOCALE ? "en" : locale);
      const plural = lookup(catalog, `${key}_${plurals.select(count)}`) ?? lookup(catalog, `${key}_other`);
      if (plural !== undefined) return plural;
    }
    return lookup(catalog, key);
  };
  return {
    locale,
    has: (key) => find(key) !== undefined,
    tree(key) {
      const found = node(catalog, key);
      if (found === undefined || typeof found === "string") return undefined;
      return pseudo ? mapMessages(found, pseudo) : found;
    },
    t(key, vars) {
      const found = find(key, vars);
      if (found === undefined) return key;
      const message = pseudo ? pseudo(found) : found;
      if (!vars) return message;
      return message.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (placeholder, name: string) => {
        const value = vars[name];
        if (value === undefined) return placeholder;
        return pseudo ? `${VALUE_START}${value}${VALUE_END}` : String(value);
      });
    },
  };
}

/** 'New to Disha? <link>Sign up</link>' as text and tagged parts, for a component to render. */
export function splitTags(message: string): (string | { tag: string; text: string })[] {
  const parts: (string | { tag: string; text: string })[] = [];
  const pattern = /<([a-zA-Z0-9]+)>(.*?)<\/\1>/gs;
  let last = 0;
  for (const match of message.matchAll(pattern)) {
    if (match.index > last) parts.push(message.slice(last, match.index));
    parts.push({ tag: match[1] ?? "", text: match[2] ?? "" });
    last = match.index + match[0].length;
  }
  if (last < message.length) parts.push(message.slice(last));
  return parts;
}

type PluralSuffix = "zero" | "one" | "two" | "few" | "many" | "other";
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** Every key of a catalog, dotted, plural forms folded into their base key. */
export type MessageKeys<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? WithoutPlural<`${Prefix}${K}`> : MessageKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
