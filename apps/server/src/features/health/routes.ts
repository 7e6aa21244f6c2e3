import { sql } from "kysely";
import { defineRoutes, publicAccess } from "../../lib/access.ts";

export const healthRoutes = defineRoutes("", {
  "GET /healthz": {
    access: publicAccess,
    handler: async (c) => {
      try {
        await sql`select 1`.execute(c.var.deps.db);
        return c.json({ status: "ok", database: "ok" });
      } catch {
        return c.json({ status: "error", database: "unreachable" }, 503);
      }
    },
  },
});
