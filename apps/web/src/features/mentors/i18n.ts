import { registerNamespaces } from "../../lib/i18n/i18n.ts";

await registerNamespaces({ mentors: import.meta.glob("@locales/*/mentors.json", { import: "default" }) });
