import { defineRoutes, publicAccess } from "../../lib/access.ts";
import { sitemapXml } from "./sitemap.ts";

// built once per address: the pages change only with a deploy
const sitemaps = new Map<string, string>();

export const seoRoutes = defineRoutes("", {
  "GET /sitemap.xml": {
    access: publicAccess,
    handler: (c) => {
      const appUrl = c.var.deps.env.APP_URL;
      let body = sitemaps.get(appUrl);
      if (body === undefined) {
        body = sitemapXml(appUrl);
        sitemaps.set(appUrl, body);
      }
      return c.body(body, 200, {
        "content-type": "application/xml; charset=utf-8",
        "cache-control": "public, max-age=300",
      });
    },
  },
});
