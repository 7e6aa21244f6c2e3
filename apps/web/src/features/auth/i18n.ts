import { registerNamespaces } from "../../lib/i18n/i18n.ts";

await registerNamespaces({ auth: import.meta.glob("@locales/*/auth.json", { import: "default" }) });
