import { type ProfileResponse, ProfileSchema } from "@disha/shared";
import { Hono } from "hono";
import { requireOwner, requireUser } from "../../lib/auth.ts";
import type { AppEnv } from "../../lib/context.ts";
import { parseWith, readJsonBody } from "../../lib/validation.ts";
import { getOwnProfile, refuseOtherUser, submitProfile } from "./service.ts";

// signed in, owner only: a student reads and submits nobody's profile but their own
export const profileRoutes = new Hono<AppEnv>()
  .get("/:userId", async (c) => {
    const user = await requireUser(c);
    requireOwner(user, c.req.param("userId"));
    return c.json<ProfileResponse>({ user: await getOwnProfile(c.var.deps.db, user) });
  })
  .post("/", async (c) => {
    const user = await requireUser(c);
    const body = await readJsonBody(c);
    refuseOtherUser(body, user);
    const input = parseWith(ProfileSchema, body);
    return c.json<ProfileResponse>({ user: await submitProfile(c.var.deps.db, user, input) }, 201);
  });
