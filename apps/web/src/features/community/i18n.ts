import community from "@disha/shared/i18n/locales/en/community.json" with { type: "json" };
import { registerNamespaces } from "../../lib/i18n/i18n.ts";

await registerNamespaces({ community });
