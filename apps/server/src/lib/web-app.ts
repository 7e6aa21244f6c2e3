import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { sessionApi } from "@disha/shared/api";
import { appLocales } from "@disha/shared/i18n";
import { mayHaveSession } from "./access.ts";
import { requestLocale } from "./request-locale.ts";

const ONE_YEAR = 60 * 60 * 24 * 365;
const FIGURES_TTL_MS = 60_000;
const MENTORS_META = '<meta name="disha:mentors" content="" />';
const HTML_TAG = '<html lang="en">';
// the web app's lib/theme.ts writes it; the page is sent in that theme so nothing flashes on load
const THEME_COOKIE = "disha.theme";
const ROUTE_TABLE_SOURCE = "src/app/routes.tsx";
// the service worker (vite-plugin-pwa's sw.js): the browser must ask for it afresh at every check, or a
// new release would reach students only once their copy expired
const SERVICE_WORKER = "/sw.js";

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const LANDING_PAGE_SOURCE = "src/features/landing/pages/landing-page.tsx";
const LOCALE_WORDS = /\/i18n\/locales\/([^/]+)\/([^/]+)\.json$/;
// the catalog namespaces a page reads before it first draws: the shell's, and the landing page's own
const SHELL_NAMESPACES = ["common"];
const LANDING_NAMESPACES = [...SHELL_NAMESPACES, "landing"];

function readManifest(distDir: string): Manifest {
  const manifestFile = path.join(distDir, ".vite", "manifest.json");
  return existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest) : {};
}

const modulePreloads = (files: string[]) =>
  files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`).join("");

/** An entry of the web build's page-preloads.json (apps/web/src/app/page-preloads.ts). */
interface PagePreload {
  path: string;
  sources: string[];
  data?: string;
  signedIn?: true;
}

function readPagePreloads(distDir: string): PagePreload[] {
  const file = path.join(distDir, ".vite", "page-preloads.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as PagePreload[]) : [];
}

/** A route path ("/careers/:slug") as a test of a request path, giving its parameters' raw values. */
function routePattern(routePath: string): RegExp {
  const pattern = routePath
    .split("/")
    .map((segment) =>
      segment.startsWith(":") ? `(?<${segment.slice(1)}>[^/]+)` : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("/");
  return new RegExp(`^${pattern}/?$`);
}

/** A route's API path with the request's parameters in it, encoded as the web app's urlOf() does. */
function fillPath(apiPath: string, params: Record<string, string>): string {
  return apiPath.replace(/:(\w+)/g, (_, name: string) => {
    const raw = params[name] ?? "";
    try {
      return encodeURIComponent(decodeURIComponent(raw));
    } catch {
      return encodeURIComponent(raw);
    }
  });
}

const dataPreload = (href: string) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${href}" />`;

/**
 * The chunks a page needs before it can draw, named in its HTML so they load beside the entry rather
 * than one after another: the shell (React, the router, header and footer) for every page, the landing
 * page's own chunk for the landing page, and for every other page the route table
 * (apps/web/src/app/routes.tsx); and the words of the page's language those need (decision 027). A page
 * of the build's page-preloads.json also gets its own modules with everything they import, their words,
 * and its first API answer, which would otherwise wait for the shell to run the route table.
 */
function chunkPreloads(
  manifest: Manifest,
  pages: PagePreload[],
): (locale: string, requestPath: string, signedIn: boolean) => string {
  const importsOf = (chunk: ManifestChunk | undefined) =>
    (chunk?.imports ?? []).map((name) => manifest[name]?.file).filter((file) => file !== undefined);
  const entryImports = importsOf(manifest["index.html"]);
  const pageFiles = (chunk: ManifestChunk | undefined) =>
    chunk ? [chunk.file, ...importsOf(chunk)].filter((file) => !entryImports.includes(file)) : [];
  const landingFiles = [...entryImports, ...pageFiles(manifest[LANDING_PAGE_SOURCE])];
  const otherFiles = [...entryImports, ...pageFiles(manifest[ROUTE_TABLE_SOURCE])];
  const words = new Map<string, string>();
  for (const [source, chunk] of Object.entries(manifest)) {
    const [, locale, namespace] = LOCALE_WORDS.exec(source) ?? [];
    if (locale && namespace) words.set(`${locale}/${namespace}`, chunk.file);
  }
  const wordsOf = (locale: string, namespaces: Iterable<string>) =>
    [...namespaces].flatMap((namespace) => words.get(`${locale}/${namespace}`) ?? []);

  // each listed page's modules and all they import (not the shell's or the route table's), and the
  // namespaces those read
  const listed = pages.map((page) => {
    const files: string[] = [];
    const namespaces = new Set<string>();
    const seen = new Set<string>();
    const visit = (name: string) => {
      const chunk = manifest[name];
      if (seen.has(name) || !chunk) return;
      seen.add(name);
      if (!otherFiles.includes(chunk.file)) files.push(chunk.file);
      for (const dynamic of chunk.dynamicImports ?? []) {
        const namespace = LOCALE_WORDS.exec(dynamic)?.[2];
        if (namespace && !SHELL_NAMESPACES.includes(namespace)) namespaces.add(namespace);
      }
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const source of page.sources) visit(source);
    return { page, pattern: routePattern(page.path), files, namespaces };
  });

  return (locale, requestPath, signedIn) => {
    if (requestPath === "/") return modulePreloads([...landingFiles, ...wordsOf(locale, LANDING_NAMESPACES)]);
    const shell = modulePreloads([...otherFiles, ...wordsOf(locale, SHELL_NAMESPACES)]);
    for (const { page, pattern, files, namespaces } of listed) {
      const match = pattern.exec(requestPath);
      if (!match || (page.signedIn && !signedIn)) continue;
      const data = page.data ? dataPreload(fillPath(page.data, match.groups ?? {})) : "";
      return shell + data + modulePreloads([...files, ...wordsOf(locale, namespaces)]);
    }
    return shell;
  };
}

// Every page asks who is signed in before it draws anything personal (lib/auth/use-session.ts), and
// the signed-in pages (the dashboard) draw nothing until it is known. With a session cookie, the page
// names that request in its head, so it is on its way beside the code instead of after it. The same
// mode and credentials as the app's own fetch() (lib/api-client.ts), or the browser would not use it.
const SESSION_PRELOAD = dataPreload(sessionApi.current.path);

// the fonts of a language's script, declared for every language in the app's stylesheet (index.css)
const SCRIPT_FONTS: Record<string, RegExp> = { hi: /^noto-sans-devanagari-[\w-]+\.woff2$/ };

/**
 * For each language whose script has a font of its own (Hindi's Devanagari): its font files, named in
 * the page so the font is there at the first paint instead of swapping in later and moving the text.
 */
function localeFontLinks(distDir: string): Map<string, string> {
  const assets = existsSync(path.join(distDir, "assets")) ? readdirSync(path.join(distDir, "assets")) : [];
  const links = new Map<string, string>();
  for (const [locale, pattern] of Object.entries(SCRIPT_FONTS)) {
    const fonts = assets.filter((file) => pattern.test(file)).sort();
    links.set(
      locale,
      fonts
        .map((font) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${font}" />`)
        .join(""),
    );
  }
  return links;
}

function servedAsIs(requestPath: string): boolean {
  return requestPath !== "/" && requestPath !== "/index.html" && !requestPath.includes("/.");
}

export interface LiveFigures {
  /** how many mentors a student can book today: the landing page's figure comes from here */
  mentorCount(): Promise<number>;
}

/**
 * The built web app: hashed assets cached for a year, the service worker never without asking, other
 * files briefly, and index.html (never kept without asking) for every other path so the client router
 * can show the page (or its not-found page).
 */
export function webAppRoutes(distDir: string, figures: LiveFigures): Hono {
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
  // comments are for the source: none is served (they could name the server's files)
  const indexHtml = readFileSync(indexFile, "utf8").replace(/<!--[\s\S]*?-->\s*/g, "");
  const manifest = readManifest(distDir);
  const preloads = chunkPreloads(manifest, readPagePreloads(distDir));
  const fontLinks = localeFontLinks(distDir);

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
      if (c.res.status !== 200 || c.res.headers.has("Cache-Control")) return;
      c.header("Cache-Control", c.req.path === SERVICE_WORKER ? "no-cache" : "public, max-age=3600");
    },
    // index.html is served below with its figures; the build's own files (.vite/manifest.json) never
    serveStatic({ root: distDir, precompressed: true, rewriteRequestPath: (p) => (servedAsIs(p) ? p : "/__none__") }),
  );
  // index.html with today's figures written in, so the landing page shows them without a request
  let page = { html: indexHtml, until: 0 };
  async function currentPage(): Promise<string> {
    if (Date.now() >= page.until) {
      page = {
        html: indexHtml.replace(MENTORS_META, `<meta name="disha:mentors" content="${await figures.mentorCount()}" />`),
        until: Date.now() + FIGURES_TTL_MS,
      };
    }
    return page.html;
  }
  app.get("*", async (c) => {
    // no-cache: every cache asks again, so the page's language and theme need no Vary; and the service
    // worker's page cache would never match a page stored under Vary (issue 24's offline reload)
    c.header("Cache-Control", "no-cache");
    // the page's language and chosen theme from the start: a screen reader and the first paint get them right
    const theme = getCookie(c, THEME_COOKIE);
    // a shared link's ?lng= chooses the page's language before the cookie does, as in the browser
    const linked = c.req.query("lng");
    const locale = linked && appLocales.available.includes(linked) ? linked : requestLocale(c);
    const html = `<html lang="${locale}"${theme === "dark" || theme === "light" ? ` data-theme="${theme}"` : ""}>`;
    const signedIn = mayHaveSession(c.req.header("cookie"));
    return c.html(
      (await currentPage())
        .replace(HTML_TAG, html)
        .replace(
          "</head>",
          `${signedIn ? SESSION_PRELOAD : ""}${preloads(locale, c.req.path, signedIn)}${fontLinks.get(locale) ?? ""}</head>`,
        ),
    );
  });
  return app;
}
