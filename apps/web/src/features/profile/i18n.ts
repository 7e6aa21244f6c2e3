import profile from "@disha/shared/i18n/locales/en/profile.json" with { type: "json" };
// the state question names the states as the finders do
import finders from "@disha/shared/i18n/locales/en/finders.json" with { type: "json" };
import { registerNamespaces } from "../../lib/i18n/i18n.ts";

await registerNamespaces({ profile, finders });
