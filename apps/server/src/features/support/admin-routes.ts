import { SupportInboxQuerySchema, SupportReplySchema, SupportStatusSchema } from "@disha/shared";
import { defineRoutes, pathParam, requireUser, role } from "../../lib/access.ts";
import { parseJsonBody, parseWith } from "../../lib/validation.ts";
import { supportInbox } from "./queries.ts";
import { replyToSupportMessage, setSupportStatus } from "./service.ts";

const admin = role("admin");

/** The admin console's support inbox: open, answered and closed messages, and replies by mail. */
export const supportAdminRoutes = defineRoutes("/api/admin/support-messages", {
  "GET /": {
    access: admin,
    handler: async (c) => {
      const { status } = parseWith(SupportInboxQuerySchema, { status: c.req.query("status") });
      return c.json(await supportInbox(c.var.deps.db, status));
    },
  },
  "POST /:id/replies": {
    access: admin,
    handler: async (c) => {
      const admin = await requireUser(c);
      const input = await parseJsonBody(c, SupportReplySchema);
      return c.json(await replyToSupportMessage(c.var.deps, pathParam(c, "id"), admin.id, input), 201);
    },
  },
  "POST /:id/status": {
    access: admin,
    handler: async (c) => {
      const { status } = await parseJsonBody(c, SupportStatusSchema);
      return c.json(await setSupportStatus(c.var.deps, pathParam(c, "id"), status));
    },
  },
});
