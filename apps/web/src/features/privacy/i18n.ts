import { registerNamespaces } from "../../lib/i18n/i18n.ts";

await registerNamespaces({ privacy: import.meta.glob("@locales/*/privacy.json", { import: "default" }) });
