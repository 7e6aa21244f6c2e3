import { registerNamespaces } from "../../lib/i18n/i18n.ts";

await registerNamespaces({ parents: import.meta.glob("@locales/*/parents.json", { import: "default" }) });
