import { DeleteAccountSchema } from "@disha/shared";
import { Hono } from "hono";
import { requireUser } from "../../lib/auth.ts";
import type { AppEnv } from "../../lib/context.ts";
import { parseJsonBody } from "../../lib/validation.ts";
import { collectStudentData, deleteStudent } from "./queries.ts";

// Students are minors: what we keep about them is theirs to take away and to erase.
export const accountRoutes = new Hono<AppEnv>()
  .get("/export", async (c) => {
    const user = await requireUser(c);
    const data = await collectStudentData(c.var.deps.db, user.id);
    c.header("content-disposition", 'attachment; filename="disha-my-data.json"');
    c.header("cache-control", "no-store");
    return c.json({ exportedAt: new Date().toISOString(), ...data });
  })
  .delete("/", async (c) => {
    const user = await requireUser(c);
    await parseJsonBody(c, DeleteAccountSchema);
    await deleteStudent(c.var.deps.db, user.id);
    // the session row went with the user; the browser's cookie goes too
    const { authCookies } = await c.var.deps.auth.$context;
    for (const cookie of [authCookies.sessionToken, authCookies.sessionData]) {
      c.header("set-cookie", `${cookie.name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`, { append: true });
    }
    return c.body(null, 204);
  });
