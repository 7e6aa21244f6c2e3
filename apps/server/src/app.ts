import { ErrorCode } from "@disha/shared";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { AppDeps, AppEnv } from "./lib/context.ts";
import { errorBody, errorResponse, HttpError } from "./lib/errors.ts";
import { webAppRoutes } from "./lib/web-app.ts";
import { accountRoutes } from "./features/account/routes.ts";
import { authRoutes } from "./features/auth/routes.ts";
import { bookingsRoutes } from "./features/bookings/routes.ts";
import { healthRoutes } from "./features/health/routes.ts";
import { mentorsRoutes } from "./features/mentors/routes.ts";
import { profileRoutes } from "./features/profile/routes.ts";
import { supportRoutes } from "./features/support/routes.ts";
import { workshopsRoutes } from "./features/workshops/routes.ts";

export const MAX_BODY_BYTES = 100 * 1024;

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    c.set("deps", deps);
    const started = performance.now();
    await next();
    // method, route and timing only: no bodies, no query strings, no personal data
    deps.logger.info(
      { method: c.req.method, path: c.req.routePath, status: c.res.status, ms: Math.round(performance.now() - started) },
      "request",
    );
  });


  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json(errorBody(ErrorCode.payloadTooLarge, "The request body is larger than 100 kB."), 413),
  });
  // only requests that carry a body: reading c.req.raw would build a full Request for every GET
  app.on(["POST", "PUT", "PATCH", "DELETE"], "/api/*", limitBody);

  app.route("/", healthRoutes);
  app.route("/api/auth", authRoutes);
  app.route("/api/me", accountRoutes);
  app.route("/api/profile", profileRoutes);
  app.route("/api/support-messages", supportRoutes);
  app.route("/api/mentors", mentorsRoutes);
  app.route("/api", bookingsRoutes);
  app.route("/api/workshops", workshopsRoutes);

  app.all("/api/*", (c) => c.json(errorBody(ErrorCode.notFound, `No API route ${c.req.method} ${c.req.path}.`), 404));
  app.route("/", webAppRoutes(deps.env.WEB_DIST_DIR));

  app.onError((error, c) => {
    if (error instanceof HttpError) return errorResponse(c, error);
    if (error instanceof HTTPException) {
      return c.json(errorBody(ErrorCode.badRequest, error.message || "Bad request."), error.status);
    }
    deps.logger.error({ err: { name: error.name, message: error.message, stack: error.stack }, path: c.req.routePath }, "unhandled error");
    return c.json(errorBody(ErrorCode.internal, "Something went wrong on our side. Please try again."), 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
