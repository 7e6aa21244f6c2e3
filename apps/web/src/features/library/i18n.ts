import { registerNamespaces } from "../../lib/i18n/i18n.ts";

await registerNamespaces({ library: import.meta.glob("@locales/*/library.json", { import: "default" }) });
