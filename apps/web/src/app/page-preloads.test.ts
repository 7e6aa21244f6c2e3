import path from "node:path";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { paths } from "../config/paths.ts";
import { pagePreloads } from "./page-preloads.ts";
import { appPages, sitePages } from "./routes.tsx";
import routeTableSource from "./routes.tsx?raw";

describe("the pages whose modules the server names in their HTML", () => {
  it("are pages of the route table, and each module is one the route table loads", () => {
    const dashboard = paths.dashboard.root.path;
    for (const page of pagePreloads) {
      const address = page.path.replace(/:\w+/g, "example");
      const matches =
        address === dashboard || address.startsWith(`${dashboard}/`)
          ? matchRoutes(appPages, address, dashboard)
          : matchRoutes(sitePages, address);
      const route = matches?.at(-1)?.route;
      expect(route, page.path).toBeDefined();
      // not the not-found page that takes every other address
      expect(route?.path, page.path).not.toBe("*");
      for (const source of page.sources) {
        const specifier = path.posix.relative("src/app", source);
        expect(routeTableSource, source).toContain(
          `import("${specifier.startsWith(".") ? specifier : `./${specifier}`}")`,
        );
      }
    }
  });

  it("name the dashboard only for a browser with a session", () => {
    expect(pagePreloads.find((page) => page.path === paths.dashboard.root.path)?.signedIn).toBe(true);
    expect(pagePreloads.filter((page) => page.signedIn).map((page) => page.path)).toEqual([paths.dashboard.root.path]);
  });
});
