import { registerNamespaces } from "../../lib/i18n/i18n.ts";

await registerNamespaces({ notFound: import.meta.glob("@locales/*/notFound.json", { import: "default" }) });
