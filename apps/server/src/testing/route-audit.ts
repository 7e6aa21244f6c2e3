import type { RouteGroup } from "../lib/access.ts";

/** Routes an app serves under /api (and /healthz) that no feature declared with its access. */
export function undeclaredRoutes(
  app: { routes: { method: string; path: string }[] },
  groups: readonly RouteGroup[],
): string[] {
  const declared = new Set(groups.flatMap((group) => group.routes.map((route) => `${route.method} ${route.path}`)));
  return (
    app.routes
      .filter((route) => route.path.startsWith("/api/") || route.path === "/healthz")
      // middleware and the API's 404 answer apply to every path under /api: they are not routes of their own
      .filter((route) => route.path !== "/api/*" && route.method !== "ALL")
      .map((route) => `${route.method} ${route.path}`)
      .filter((route) => !declared.has(route))
  );
}
