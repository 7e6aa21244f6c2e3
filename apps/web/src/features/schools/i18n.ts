import { registerNamespaces } from "../../lib/i18n/i18n.ts";

await registerNamespaces(["schools"]);
