import { registerNamespaces } from "../../lib/i18n/i18n.ts";
import "../../lib/i18n/ui.ts";

// careers: the names of career families and streams that the filters and lists show
await registerNamespaces({
  plan: import.meta.glob("@locales/*/plan.json", { import: "default" }),
  careers: import.meta.glob("@locales/*/careers.json", { import: "default" }),
});
