import { randomUUID } from "node:crypto";
import { t } from "@disha/shared/i18n";
import { type SupportMessageResponse } from "@disha/shared";
import { currentUser, defineRoutes, publicAccess } from "../../lib/access.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { nowIso } from "../../lib/db/database.ts";
import { limitLinkTries, newMailboxToken } from "../../lib/mailbox-token.ts";
import { enforceRateLimit } from "../../lib/rate-limit.ts";
import { parseJsonBody } from "../../lib/validation.ts";
import { insertSupportMessage, type NewSupportMessage } from "./queries.ts";
import { askToConfirmSupportAddress, confirmSupportAddress } from "./service.ts";
import { supportApi } from "@disha/shared/api";
import { routesUnder } from "../../lib/contract.ts";

const TEN_MINUTES = 10 * 60 * 1000;
export const SUPPORT_MESSAGES_PER_IP = 5;

const on = routesUnder("/api/support-messages");

// signed-out visitors may write too; a signed-in student's message is attached to them
export const supportRoutes = defineRoutes("/api/support-messages", {
  [on(supportApi.send)]: {
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
      const input = await parseJsonBody(c, supportApi.send.body);
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
      // signed in, an answer goes to the account's address; signed out, to the typed one once confirmed
      const link = user ? null : newMailboxToken();
      await insertSupportMessage(db, { ...row, confirmedAt: null, confirmTokenHash: link?.tokenHash ?? null });
      if (link) await askToConfirmSupportAddress(c.var.deps, row.email, link.token);
      return c.json<SupportMessageResponse>({ message: row }, 201);
    },
  },
  // the link mailed to a signed-out sender: opening it shows they read that mailbox
  [on(supportApi.confirm)]: {
    access: publicAccess,
    handler: async (c) => {
      await limitLinkTries(c, "support-confirmation");
      const { token } = await parseJsonBody(c, supportApi.confirm.body);
      await confirmSupportAddress(c.var.deps, token);
      return c.json({ confirmed: true });
    },
  },
});
