import { Hono } from "hono";
import type { AppEnv } from "../../lib/context.ts";

// placeholder until its issue lands
export const supportRoutes = new Hono<AppEnv>();
