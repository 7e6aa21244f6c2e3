import { registerNamespaces } from "../../lib/i18n/i18n.ts";

await registerNamespaces({ community: import.meta.glob("@locales/*/community.json", { import: "default" }) });
