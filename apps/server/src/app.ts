import { ErrorCode } from "@disha/shared";
import { t } from "@disha/shared/i18n";
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "./lib/context.ts";
import { errorBody } from "./lib/errors.ts";
import { pipelineErrors, pipelineMiddleware } from "./lib/pipeline.ts";
import { webAppRoutes } from "./lib/web-app.ts";
import { countMentors } from "./features/mentors/index.ts";
import { routeGroups } from "./registry.ts";

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  // security headers are set on the Node response before Hono runs (lib/pipeline.ts, createRequestListener)
  app.use(pipelineMiddleware(deps));

  // each route checks its own body (its declared limit and types, JSON up to 100 kB by default)
  for (const group of routeGroups) app.route(group.prefix || "/", group.app);

  app.all("/api/*", (c) =>
    c.json(
      errorBody(ErrorCode.notFound, t("errors.generic.noApiRoute", { method: c.req.method, path: c.req.path })),
      404,
    ),
  );
  app.route("/", webAppRoutes(deps.env.WEB_DIST_DIR, { mentorCount: () => countMentors(deps.db) }));

  app.onError(pipelineErrors(deps));

  return app;
}

export type App = ReturnType<typeof createApp>;
