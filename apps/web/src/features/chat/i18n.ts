import { registerNamespaces } from "../../lib/i18n/i18n.ts";

await registerNamespaces({ chat: import.meta.glob("@locales/*/chat.json", { import: "default" }) });
