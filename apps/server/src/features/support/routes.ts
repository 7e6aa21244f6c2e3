import { randomUUID } from "node:crypto";
import { t } from "@disha/shared/i18n";
import { type SupportMessageResponse, SupportMessageSchema } from "@disha/shared";
import { currentUser, defineRoutes, publicAccess } from "../../lib/access.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { nowIso } from "../../lib/db/database.ts";
import { enforceRateLimit } from "../../lib/rate-limit.ts";
import { parseJsonBody } from "../../lib/validation.ts";
import { insertSupportMessage, type NewSupportMessage } from "./queries.ts";

const TEN_MINUTES = 10 * 60 * 1000;
export const SUPPORT_MESSAGES_PER_IP = 5;

// signed-out visitors may write too; a signed-in student's message is attached to them
export const supportRoutes = defineRoutes("/api/support-messages", {
  "POST /": {
    access: publicAccess,
    handler: async (c) => {
      const { db, rateLimiter } = c.var.deps;
      await enforceRateLimit(
        rateLimiter,
        `support:ip:${clientIp(c)}`,
        SUPPORT_MESSAGES_PER_IP,
        TEN_MINUTES,
        t("errors.support.slowDown"),
      );
      const input = await parseJsonBody(c, SupportMessageSchema);
      const user = await currentUser(c);
      const row = {
        id: randomUUID(),
        userId: user?.id ?? null,
        name: input.name,
        email: input.email,
        phone: input.phone,
        preferredContact: input.preferredContact ?? null,
        message: input.message,
        createdAt: nowIso(),
      } satisfies NewSupportMessage;
      await insertSupportMessage(db, row);
      return c.json<SupportMessageResponse>({ message: row }, 201);
    },
  },
});
