import { registerNamespaces } from "../../lib/i18n/i18n.ts";

// the public card's form names streams and languages as the mentors page does
await registerNamespaces(["mentorConsole", "mentors"]);
