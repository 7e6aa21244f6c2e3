import { registerNamespaces } from "../../lib/i18n/i18n.ts";

await registerNamespaces({ dashboard: import.meta.glob("@locales/*/dashboard.json", { import: "default" }) });
