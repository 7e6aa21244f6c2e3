// The catalogs of every language Node code can answer in: each directory under locales/ is a language
// (locales/hi/*.json), read once at start. Adding a language is adding its directory: no code here
// names one. English (catalog.ts) is the reference every other language falls back to.
import { readdirSync, readFileSync } from "node:fs";
import { englishCatalog } from "./catalog.ts";
import { DEFAULT_LOCALE } from "./locale-choice.ts";
import type { Messages } from "./translator.ts";

function readCatalog(dir: URL): Messages {
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith(".json"))
      .map((file) => [
        file.slice(0, -".json".length),
        JSON.parse(readFileSync(new URL(file, dir), "utf8")) as Messages,
      ]),
  );
}

export interface LocaleCatalogs {
  /** every language with a catalog, English first */
  readonly available: readonly string[];
  /** the catalog of `locale` as its files have it (a missing key is missing: the translator falls back) */
  catalogOf(locale: string): Messages | undefined;
}

/** The languages under `dir` (one directory each, one JSON file a namespace), read when first asked for. */
export function localeCatalogs(dir: URL): LocaleCatalogs {
  const available = [
    DEFAULT_LOCALE,
    ...readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== DEFAULT_LOCALE)
      .map((entry) => entry.name)
      .sort(),
  ];
  const catalogs = new Map<string, Messages>([[DEFAULT_LOCALE, englishCatalog]]);
  return {
    available,
    catalogOf(locale) {
      if (!available.includes(locale)) return undefined;
      let catalog = catalogs.get(locale);
      if (!catalog) {
        catalog = readCatalog(new URL(`${locale}/`, dir));
        catalogs.set(locale, catalog);
      }
      return catalog;
    },
  };
}

/** The app's languages: packages/shared/src/i18n/locales/<locale>/. */
export const appLocales = localeCatalogs(new URL("./locales/", import.meta.url));
