import { registerNamespaces } from "../../lib/i18n/i18n.ts";

await registerNamespaces({ finders: import.meta.glob("@locales/*/finders.json", { import: "default" }) });
