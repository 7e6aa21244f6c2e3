import admin from "@disha/shared/i18n/locales/en/admin.json" with { type: "json" };
import { registerNamespaces } from "../../lib/i18n/i18n.ts";

await registerNamespaces({ admin });
