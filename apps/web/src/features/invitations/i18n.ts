import { registerNamespaces } from "../../lib/i18n/i18n.ts";

await registerNamespaces({ invitations: import.meta.glob("@locales/*/invitations.json", { import: "default" }) });
