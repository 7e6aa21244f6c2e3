import { registerNamespaces } from "../../lib/i18n/i18n.ts";

await registerNamespaces({ schools: import.meta.glob("@locales/*/schools.json", { import: "default" }) });
