import { registerNamespaces } from "../../lib/i18n/i18n.ts";

// the public card's form names streams and languages as the mentors page does
await registerNamespaces({
  mentorConsole: import.meta.glob("@locales/*/mentorConsole.json", { import: "default" }),
  mentors: import.meta.glob("@locales/*/mentors.json", { import: "default" }),
});
