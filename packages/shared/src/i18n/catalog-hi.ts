// The Hindi catalog, one JSON file per namespace under locales/hi/, for Node code (the server's
// messages, mail and the AI mentor). The browser loads these files itself, only for Hindi, so no module
// of its English path imports this one. A key missing here is read from the English catalog
// (hindi-english-on-purpose.json lists the keys that stay English, with their reasons).
import { readFileSync } from "node:fs";
import { englishCatalog } from "./catalog.ts";
import type { Messages } from "./translator.ts";

const folder = new URL("./locales/hi/", import.meta.url);

export const hindiCatalog: Messages = Object.fromEntries(
  Object.keys(englishCatalog).map((namespace) => [
    namespace,
    JSON.parse(readFileSync(new URL(`${namespace}.json`, folder), "utf8")) as Messages,
  ]),
);
