import { Hono } from "hono";
import { sql } from "kysely";
import type { AppEnv } from "../../lib/context.ts";

export const healthRoutes = new Hono<AppEnv>().get("/healthz", async (c) => {
  try {
    await sql`select 1`.execute(c.var.deps.db);
    return c.json({ status: "ok", database: "ok" });
  } catch {
    return c.json({ status: "error", database: "unreachable" }, 503);
  }
});
