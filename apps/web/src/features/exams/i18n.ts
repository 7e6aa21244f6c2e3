import { registerNamespaces } from "../../lib/i18n/i18n.ts";

// the state filter names the states as the finders do
await registerNamespaces(["exams", "finders"]);
