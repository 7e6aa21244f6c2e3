import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * The built web app: hashed assets cached for a year, other files briefly, and index.html for every
 * other path so the client router can show the page (or its not-found page).
 */
export function webAppRoutes(distDir: string): Hono {
  const app = new Hono();
  const indexFile = path.join(distDir, "index.html");
  if (!existsSync(indexFile)) {
    return app.get("*", (c) =>
      c.html(
        "<!doctype html><title>Disha</title><p>The web app is not built yet: run <code>npm run build</code>.</p>",
        200,
        {
          "Cache-Control": "no-cache",
        },
      ),
    );
  }
  const indexHtml = readFileSync(indexFile, "utf8");

  app.use(
    "/assets/*",
    async (c, next) => {
      await next();
      if (c.res.status === 200) c.header("Cache-Control", `public, max-age=${ONE_YEAR}, immutable`);
    },
    serveStatic({ root: distDir, precompressed: true }),
  );
  app.use(
    "*",
    async (c, next) => {
      await next();
      if (c.res.status === 200 && !c.res.headers.has("Cache-Control"))
        c.header("Cache-Control", "public, max-age=3600");
    },
    serveStatic({ root: distDir, precompressed: true, rewriteRequestPath: (p) => (p === "/" ? "/__none__" : p) }),
  );
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
  return app;
}
