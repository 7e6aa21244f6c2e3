import mentorConsole from "@disha/shared/i18n/locales/en/mentorConsole.json" with { type: "json" };
import { registerNamespaces } from "../../lib/i18n/i18n.ts";

registerNamespaces({ mentorConsole });
