import { registerNamespaces } from "../../lib/i18n/i18n.ts";

await registerNamespaces({ careers: import.meta.glob("@locales/*/careers.json", { import: "default" }) });
