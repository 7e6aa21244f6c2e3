// Node only (the web build reads it: apps/web/vite.config.ts). Which catalog files of a language lack
// some of the English keys, so the browser downloads the English of a namespace only where a
// language needs it to fill a gap, and the fallback marks only then.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { DEFAULT_LOCALE } from "./locale-choice.ts";
import type { Messages } from "./translator.ts";

function keysOf(messages: Messages, prefix = ""): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === "string" ? [prefix + key] : keysOf(value, `${prefix}${key}.`),
  );
}

function read(file: URL): Messages {
  return JSON.parse(readFileSync(file, "utf8")) as Messages;
}

/**
 * Every `<locale>/<namespace>` under `dir` (locales/<locale>/<namespace>.json) that lacks a key of
 * English's file of that namespace, or is not there at all.
 */
export function incompleteCatalogs(dir: URL): string[] {
  const namespaces = readdirSync(new URL(`${DEFAULT_LOCALE}/`, dir))
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.slice(0, -".json".length))
    .sort();
  const locales = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== DEFAULT_LOCALE)
    .map((entry) => entry.name)
    .sort();
  return locales.flatMap((locale) =>
    namespaces
      .filter((namespace) => {
        const file = new URL(`${locale}/${namespace}.json`, dir);
        if (!existsSync(file)) return true;
        const own = new Set(keysOf(read(file)));
        return keysOf(read(new URL(`${DEFAULT_LOCALE}/${namespace}.json`, dir))).some((key) => !own.has(key));
      })
      .map((namespace) => `${locale}/${namespace}`),
  );
}
