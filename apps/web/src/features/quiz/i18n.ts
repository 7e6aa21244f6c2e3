import { registerNamespaces } from "../../lib/i18n/i18n.ts";

await registerNamespaces({ quiz: import.meta.glob("@locales/*/quiz.json", { import: "default" }) });
