import { type OutboxListResponse, type OutboxMessage, outboxCursor } from "@disha/shared";
import { t } from "@disha/shared/i18n";
import { defineRoutes, pathParam, role } from "../../lib/access.ts";
import { HttpError } from "../../lib/errors.ts";
import { parseWith } from "../../lib/validation.ts";
import { findOutboxMessage, listOutbox } from "./queries.ts";
import { adminApi } from "@disha/shared/api";
import { routesUnder } from "../../lib/contract.ts";

const on = routesUnder("/api/admin/outbox");

// the outbox holds students' mail: only admins read it
export const mailRoutes = defineRoutes("/api/admin/outbox", {
  [on(adminApi.outbox)]: {
    access: role("admin"),
    handler: async (c) => {
      const query = parseWith(adminApi.outbox.query, c.req.query());
      const messages = await listOutbox(c.var.deps.db, query);
      const last = messages.at(-1);
      return c.json<OutboxListResponse>({
        messages,
        nextBefore: messages.length === query.limit && last ? outboxCursor(last) : null,
      });
    },
  },
  [on(adminApi.outboxMessage)]: {
    access: role("admin"),
    handler: async (c) => {
      const message = await findOutboxMessage(c.var.deps.db, pathParam(c, "id"));
      if (!message) throw HttpError.notFound(t("invitations.errors.unknownMessage"));
      return c.json<OutboxMessage>(message);
    },
  },
});
