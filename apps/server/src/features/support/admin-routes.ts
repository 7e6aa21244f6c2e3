import { defineRoutes, pathParam, requireUser, role } from "../../lib/access.ts";
import { parseJsonBody, parseWith } from "../../lib/validation.ts";
import { supportInbox } from "./queries.ts";
import { replyToSupportMessage, setSupportStatus } from "./service.ts";
import { adminApi } from "@disha/shared/api";
import { routesUnder } from "../../lib/contract.ts";

const admin = role("admin");

const on = routesUnder("/api/admin/support-messages");

/** The admin console's support inbox: open, answered and closed messages, and replies by mail. */
export const supportAdminRoutes = defineRoutes("/api/admin/support-messages", {
  [on(adminApi.supportInbox)]: {
    access: admin,
    handler: async (c) => {
      const { status } = parseWith(adminApi.supportInbox.query, { status: c.req.query("status") });
      return c.json(await supportInbox(c.var.deps.db, status));
    },
  },
  [on(adminApi.replyToSupport)]: {
    access: admin,
    handler: async (c) => {
      const admin = await requireUser(c);
      const input = await parseJsonBody(c, adminApi.replyToSupport.body);
      return c.json(await replyToSupportMessage(c.var.deps, pathParam(c, "id"), admin.id, input), 201);
    },
  },
  [on(adminApi.setSupportStatus)]: {
    access: admin,
    handler: async (c) => {
      const { status } = await parseJsonBody(c, adminApi.setSupportStatus.body);
      return c.json(await setSupportStatus(c.var.deps, pathParam(c, "id"), status));
    },
  },
});
