import mentorConsole from "@disha/shared/i18n/locales/en/mentorConsole.json" with { type: "json" };
import mentors from "@disha/shared/i18n/locales/en/mentors.json" with { type: "json" };
import { registerNamespaces } from "../../lib/i18n/i18n.ts";

// the public card's form names streams and languages as the mentors page does
await registerNamespaces({ mentorConsole, mentors });
