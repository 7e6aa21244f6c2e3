import { registerNamespaces } from "../../lib/i18n/i18n.ts";

// the state question names the states as the finders do
await registerNamespaces({
  profile: import.meta.glob("@locales/*/profile.json", { import: "default" }),
  finders: import.meta.glob("@locales/*/finders.json", { import: "default" }),
});
