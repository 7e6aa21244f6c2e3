import { registerNamespaces } from "../../lib/i18n/i18n.ts";

await registerNamespaces({ workshops: import.meta.glob("@locales/*/workshops.json", { import: "default" }) });
