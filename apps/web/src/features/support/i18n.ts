import { registerNamespaces } from "../../lib/i18n/i18n.ts";

await registerNamespaces({ support: import.meta.glob("@locales/*/support.json", { import: "default" }) });
