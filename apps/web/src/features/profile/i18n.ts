import profile from "@disha/shared/i18n/locales/en/profile.json" with { type: "json" };
import { registerNamespaces } from "../../lib/i18n/i18n.ts";

registerNamespaces({ profile });
