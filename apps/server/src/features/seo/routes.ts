import { defineRoutes, publicAccess } from "../../lib/access.ts";
import { sitemapXml } from "./sitemap.ts";

// built once per address, in the server's caches: the pages change only with a deploy
const SITEMAPS = { max: 4 };

export const seoRoutes = defineRoutes("", {
  "GET /sitemap.xml": {
    access: publicAccess,
    handler: (c) => {
      const appUrl = c.var.deps.env.APP_URL;
      const sitemaps = c.var.deps.caches.named<{ xml: string }>("seo:sitemaps", SITEMAPS);
      let sitemap = sitemaps.get(appUrl);
      if (!sitemap) {
        sitemap = { xml: sitemapXml(appUrl) };
        sitemaps.set(appUrl, sitemap);
      }
      return c.body(sitemap.xml, 200, {
        "content-type": "application/xml; charset=utf-8",
        "cache-control": "public, max-age=300",
      });
    },
  },
});
