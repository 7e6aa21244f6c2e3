import { registerNamespaces } from "../../lib/i18n/i18n.ts";

await registerNamespaces({ bookings: import.meta.glob("@locales/*/bookings.json", { import: "default" }) });
