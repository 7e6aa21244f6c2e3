import { registerNamespaces } from "../../lib/i18n/i18n.ts";

await registerNamespaces({ admin: import.meta.glob("@locales/*/admin.json", { import: "default" }) });
