import { registerNamespaces } from "../../lib/i18n/i18n.ts";

await registerNamespaces({ landing: import.meta.glob("@locales/*/landing.json", { import: "default" }) });
