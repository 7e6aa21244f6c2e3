import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { webAppRoutes } from "./web-app.ts";

const sourceIndex = readFileSync(path.join(import.meta.dirname, "../../../web/index.html"), "utf8");

describe("the web app's index.html", () => {
  it("has the live mentor count written in by the server", async () => {
    const dist = mkdtempSync(path.join(tmpdir(), "disha-web-"));
    writeFileSync(path.join(dist, "index.html"), sourceIndex);
    let mentors = 36;
    const app = webAppRoutes(dist, { mentorCount: () => Promise.resolve(mentors) });

    const page = await (await app.request("/")).text();
    expect(page).toContain('<meta name="disha:mentors" content="36" />');
    mentors = 0;
    // counted at most once a minute, whatever the traffic
    expect(await (await app.request("/careers/nurse")).text()).toContain('content="36"');
  });
});

describe("the chunks named in each page's HTML", () => {
  it("are the shell's and the landing page's for the landing page, the route table's for every other, and the words of the page's language", async () => {
    const dist = mkdtempSync(path.join(tmpdir(), "disha-web-"));
    mkdirSync(path.join(dist, ".vite"));
    writeFileSync(path.join(dist, "index.html"), sourceIndex);
    const words = (locale: string, namespace: string) => ({
      [`../../packages/shared/src/i18n/locales/${locale}/${namespace}.json`]: {
        file: `assets/${namespace}-${locale}.js`,
      },
    });
    writeFileSync(
      path.join(dist, ".vite", "manifest.json"),
      JSON.stringify({
        "index.html": { file: "assets/index-1.js", imports: ["_shell-2.js"] },
        "_shell-2.js": { file: "assets/shell-2.js" },
        "src/app/routes.tsx": { file: "assets/routes-3.js", imports: ["_shell-2.js", "_paths-4.js"] },
        "_paths-4.js": { file: "assets/paths-4.js" },
        "src/features/landing/pages/landing-page.tsx": { file: "assets/landing-page-5.js", imports: ["_shell-2.js"] },
        ...words("en", "common"),
        ...words("en", "landing"),
        ...words("en", "careers"),
        ...words("hi", "common"),
        ...words("hi", "landing"),
      }),
    );
    const app = webAppRoutes(dist, { mentorCount: () => Promise.resolve(1) });
    const preloads = async (page: string, locale = "en") =>
      [
        ...(await (await app.request(page, { headers: { "accept-language": locale } })).text()).matchAll(
          /rel="modulepreload" crossorigin href="([^"]+)"/g,
        ),
      ].map((match) => match[1]);

    expect(await preloads("/")).toEqual([
      "/assets/shell-2.js",
      "/assets/landing-page-5.js",
      "/assets/common-en.js",
      "/assets/landing-en.js",
    ]);
    expect(await preloads("/", "hi")).toEqual([
      "/assets/shell-2.js",
      "/assets/landing-page-5.js",
      "/assets/common-hi.js",
      "/assets/landing-hi.js",
    ]);
    expect(await preloads("/careers/nurse")).toEqual([
      "/assets/shell-2.js",
      "/assets/routes-3.js",
      "/assets/paths-4.js",
      "/assets/common-en.js",
    ]);
  });
});

describe("a listed page's own modules in its HTML", () => {
  it("are named with all they import, their words in the page's language and the first answer; the dashboard's only with a session", async () => {
    const dist = mkdtempSync(path.join(tmpdir(), "disha-web-"));
    mkdirSync(path.join(dist, ".vite"));
    writeFileSync(path.join(dist, "index.html"), sourceIndex);
    const locales = (namespace: string) =>
      [`en`, `hi`].map((locale) => `../../packages/shared/src/i18n/locales/${locale}/${namespace}.json`);
    writeFileSync(
      path.join(dist, ".vite", "manifest.json"),
      JSON.stringify({
        "index.html": { file: "assets/index-1.js", imports: ["_shell-2.js"] },
        "_shell-2.js": { file: "assets/shell-2.js", dynamicImports: locales("common") },
        "src/app/routes.tsx": { file: "assets/routes-3.js", imports: ["_shell-2.js"] },
        "src/app/query-provider.tsx": { file: "assets/query-provider-4.js", imports: ["_query-5.js"] },
        "_query-5.js": { file: "assets/query-5.js" },
        "src/features/careers/pages/career-page.tsx": {
          file: "assets/career-page-6.js",
          imports: ["_shell-2.js", "_query-5.js", "_labels-7.js"],
        },
        "_labels-7.js": { file: "assets/labels-7.js", dynamicImports: locales("careers") },
        "src/features/dashboard/pages/dashboard-home.tsx": { file: "assets/dashboard-home-8.js" },
        ...Object.fromEntries(
          ["common", "careers"].flatMap((namespace) =>
            ["en", "hi"].map((locale) => [
              `../../packages/shared/src/i18n/locales/${locale}/${namespace}.json`,
              { file: `assets/${namespace}-${locale}.js` },
            ]),
          ),
        ),
      }),
    );
    writeFileSync(
      path.join(dist, ".vite", "page-preloads.json"),
      JSON.stringify([
        {
          path: "/careers/:slug",
          sources: ["src/app/query-provider.tsx", "src/features/careers/pages/career-page.tsx"],
          data: "/api/careers/:slug",
        },
        { path: "/dashboard", sources: ["src/features/dashboard/pages/dashboard-home.tsx"], signedIn: true },
      ]),
    );
    const app = webAppRoutes(dist, { mentorCount: () => Promise.resolve(1) });
    const head = async (page: string, headers: Record<string, string> = {}) => {
      const html = await (await app.request(page, { headers })).text();
      return {
        modules: [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((match) => match[1]),
        fetches: [...html.matchAll(/rel="preload" as="fetch" crossorigin="anonymous" href="([^"]+)"/g)].map(
          (match) => match[1],
        ),
      };
    };

    expect(await head("/careers/nurse")).toEqual({
      modules: [
        "/assets/shell-2.js",
        "/assets/routes-3.js",
        "/assets/common-en.js",
        "/assets/query-provider-4.js",
        "/assets/query-5.js",
        "/assets/career-page-6.js",
        "/assets/labels-7.js",
        "/assets/careers-en.js",
      ],
      fetches: ["/api/careers/nurse"],
    });
    expect((await head("/careers/nurse", { "accept-language": "hi" })).modules).toContain("/assets/careers-hi.js");
    expect((await head("/careers/nurse", { "accept-language": "hi" })).modules).not.toContain("/assets/careers-en.js");
    // the address's parameter as the web app encodes it; a page not listed gets the route table's only
    expect((await head("/careers/caf%C3%A9")).fetches).toEqual(["/api/careers/caf%C3%A9"]);
    expect((await head("/careers/nurse/more")).modules).toEqual([
      "/assets/shell-2.js",
      "/assets/routes-3.js",
      "/assets/common-en.js",
    ]);
    expect((await head("/dashboard")).modules).not.toContain("/assets/dashboard-home-8.js");
    const signedIn = await head("/dashboard", { cookie: "better-auth.session_token=abc.def" });
    expect(signedIn.modules).toContain("/assets/dashboard-home-8.js");
    expect(signedIn.fetches).toEqual(["/api/auth/get-session"]);
  });
});

describe("the session in a signed-in page's HTML", () => {
  it("is asked for beside the code when the browser holds a session cookie, and not otherwise", async () => {
    const dist = mkdtempSync(path.join(tmpdir(), "disha-web-"));
    writeFileSync(path.join(dist, "index.html"), sourceIndex);
    const app = webAppRoutes(dist, { mentorCount: () => Promise.resolve(1) });
    const sessionPreload = '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/auth/get-session" />';
    const signedIn = { cookie: "disha.theme=dark; better-auth.session_token=abc.def" };
    expect(await (await app.request("/dashboard", { headers: signedIn })).text()).toContain(sessionPreload);
    expect(await (await app.request("/", { headers: signedIn })).text()).toContain(sessionPreload);
    expect(await (await app.request("/dashboard")).text()).not.toContain(sessionPreload);
    expect(await (await app.request("/", { headers: { cookie: "disha.theme=dark" } })).text()).not.toContain(
      sessionPreload,
    );
  });
});

describe("the files the web app serves", () => {
  it("name no source file, and the build's own manifest is not among them", async () => {
    const dist = mkdtempSync(path.join(tmpdir(), "disha-web-"));
    mkdirSync(path.join(dist, ".vite"));
    // a comment that names a server file, as an edit of index.html might bring back
    writeFileSync(
      path.join(dist, "index.html"),
      sourceIndex.replace("<head>", "<head>\n<!-- written in by apps/server/src/lib/web-app.ts -->"),
    );
    writeFileSync(
      path.join(dist, ".vite", "manifest.json"),
      JSON.stringify({ "src/app/routes.tsx": { file: "assets/routes-3.js" } }),
    );
    const app = webAppRoutes(dist, { mentorCount: () => Promise.resolve(1) });
    const sourcePath = /\b(apps|packages)\/[\w/.-]+\.\w+/;
    for (const page of ["/", "/index.html", "/careers/nurse", "/.vite/manifest.json"]) {
      const response = await app.request(page);
      expect(response.status).toBe(200);
      const body = await response.text();
      expect(body).toContain("<title>");
      expect(body).not.toMatch(sourcePath);
      expect(body).not.toContain("<!--");
      expect(body).not.toContain("src/app/routes.tsx");
    }
    // the source itself keeps no such comment either
    expect(sourceIndex).not.toMatch(sourcePath);
  });
});

describe("what the browser may keep", () => {
  it("asks afresh for the service worker and every page, keeps hashed chunks a year and the manifest an hour", async () => {
    const dist = mkdtempSync(path.join(tmpdir(), "disha-web-"));
    mkdirSync(path.join(dist, "assets"));
    writeFileSync(path.join(dist, "index.html"), sourceIndex);
    writeFileSync(path.join(dist, "sw.js"), "self.addEventListener('fetch', () => {});");
    writeFileSync(path.join(dist, "manifest.webmanifest"), '{"name":"Disha"}');
    writeFileSync(path.join(dist, "assets", "shell-2.js"), "export {};");
    const app = webAppRoutes(dist, { mentorCount: () => Promise.resolve(1) });
    const cacheControl = async (file: string) => {
      const response = await app.request(file);
      expect(response.status).toBe(200);
      return response.headers.get("Cache-Control");
    };

    expect(await cacheControl("/sw.js")).toBe("no-cache");
    expect(await cacheControl("/")).toBe("no-cache");
    expect(await cacheControl("/dashboard")).toBe("no-cache");
    expect(await cacheControl("/assets/shell-2.js")).toBe("public, max-age=31536000, immutable");
    expect(await cacheControl("/manifest.webmanifest")).toBe("public, max-age=3600");
    expect((await app.request("/manifest.webmanifest")).headers.get("Content-Type")).toMatch(/manifest\+json/);
  });
});
