import { registerNamespaces } from "../../lib/i18n/i18n.ts";

// the state filter names the states as the finders do
await registerNamespaces({
  exams: import.meta.glob("@locales/*/exams.json", { import: "default" }),
  finders: import.meta.glob("@locales/*/finders.json", { import: "default" }),
});
