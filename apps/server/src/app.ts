import { ErrorCode, MENTOR_PHOTO_MAX_BYTES, MENTOR_PHOTO_TYPES } from "@disha/shared";
import { t } from "@disha/shared/i18n";
import { Hono } from "hono";
import { every } from "hono/combine";
import { bodyLimit } from "./lib/body-limit.ts";
import type { AppDeps, AppEnv } from "./lib/context.ts";
import { answerableError, errorBody, errorResponse } from "./lib/errors.ts";
import { logRequest } from "./lib/logger.ts";
import { noteRequest } from "./lib/request-activity.ts";
import { requireSameOrigin, requireSameOriginJson } from "./lib/same-origin.ts";
import { webAppRoutes } from "./lib/web-app.ts";
import { countMentors } from "./features/mentors/index.ts";
import { MENTOR_PHOTO_PATH } from "./features/mentor-console/routes.ts";
import { routeGroups } from "./registry.ts";

export const MAX_BODY_BYTES = 100 * 1024;
const WRITE_METHODS = ["POST", "PUT", "PATCH", "DELETE"];

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    noteRequest();
    c.set("deps", deps);
    const started = performance.now();
    // an API answer is personal unless its route says it may be cached (public lists and images do). Set
    // before the route answers: a header added to a finished response rebuilds it around a web stream
    const api = c.req.path.startsWith("/api/");
    if (api) c.header("cache-control", "no-store");
    await next();
    // a Response the route made itself (Better Auth's) did not take the header above
    if (api && !c.res.headers.has("cache-control")) c.header("cache-control", "no-store");
    logRequest(deps.logger, c.req.method, c.req.routePath, c.res.status, started);
  });

  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json(errorBody(ErrorCode.payloadTooLarge, t("errors.generic.tooLarge")), 413),
  });
  // a mentor's photo comes as the image itself, up to 5 MB, in a type a cross-site form cannot send (as JSON is)
  const limitPhoto = bodyLimit({
    maxSize: MENTOR_PHOTO_MAX_BYTES,
    onError: (c) =>
      c.json(
        errorBody(
          ErrorCode.payloadTooLarge,
          t("mentorConsole.errors.photoTooLarge", { max: MENTOR_PHOTO_MAX_BYTES / 1024 / 1024 }),
        ),
        413,
      ),
  });
  const jsonBody = every(requireSameOriginJson(), limitBody);
  const photoBody = every(
    requireSameOrigin([...MENTOR_PHOTO_TYPES, "application/octet-stream"], t("mentorConsole.errors.photoType")),
    limitPhoto,
  );
  // only requests that carry a body: reading c.req.raw would build a full Request for every GET
  app.on(WRITE_METHODS, "/api/*", (c, next) => (c.req.path === MENTOR_PHOTO_PATH ? photoBody : jsonBody)(c, next));

  for (const group of routeGroups) app.route(group.prefix || "/", group.app);

  app.all("/api/*", (c) =>
    c.json(
      errorBody(ErrorCode.notFound, t("errors.generic.noApiRoute", { method: c.req.method, path: c.req.path })),
      404,
    ),
  );
  app.route("/", webAppRoutes(deps.env.WEB_DIST_DIR, { mentorCount: () => countMentors(deps.db) }));

  app.onError((error, c) => errorResponse(c, answerableError(error, deps.logger, c.req.routePath)));

  return app;
}

export type App = ReturnType<typeof createApp>;
