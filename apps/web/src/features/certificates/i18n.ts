import { registerNamespaces } from "../../lib/i18n/i18n.ts";

await registerNamespaces({ certificates: import.meta.glob("@locales/*/certificates.json", { import: "default" }) });
