// The words that components outside the page shell share (dates, the user menu, list states): a
// module that shows them imports this file, so they load with the first page that needs them.
import { registerNamespaces } from "./i18n.ts";

await registerNamespaces({ ui: import.meta.glob("@locales/*/ui.json", { import: "default" }) });
