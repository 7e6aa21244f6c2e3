import type { VitePWAOptions } from "vite-plugin-pwa";
import { offlineCaches } from "./src/lib/offline/offline-caches.ts";

const DAY = 60 * 60 * 24;

// The functions below are copied as source into the generated sw.js by Workbox: each must use only
// its own arguments, never a name from this file.

/** GETs of the public knowledge API: the same for everybody, changed only by a new release */
const isKnowledgeRead = ({ url, sameOrigin }: { url: URL; sameOrigin: boolean }) =>
  sameOrigin &&
  /^\/api\/(careers|exams|exam-names|institutions|scholarships|interest-profiler)(\/|$)/.test(url.pathname);

/**
 * GETs of the signed-in student's own answers that their pages need offline: who is signed in, the plan,
 * shortlist, progress, interests, first steps and profile. Not the data export: a file to download.
 */
const isPersonalRead = ({ url, sameOrigin }: { url: URL; sameOrigin: boolean }) =>
  sameOrigin &&
  (url.pathname === "/api/auth/get-session" ||
    url.pathname === "/api/profile" ||
    (/^\/api\/me(\/|$)/.test(url.pathname) && url.pathname !== "/api/me/export"));

/** A page's HTML: every address but the API's (downloads, calendar files) */
const isPage = ({ request, url }: { request: Request; url: URL }) =>
  request.mode === "navigate" && !url.pathname.startsWith("/api/");

/**
 * Every page's HTML is the same app shell (the landing page's names fewer chunks to preload), so it is
 * kept under two keys rather than under each address: no token of a mailed link stays in the cache.
 */
const pageCacheKey = {
  cacheKeyWillBeUsed: ({ request }: { request: Request }) =>
    Promise.resolve(new URL(request.url).pathname === "/" ? "/" : "/any-page"),
};

export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: "generateSW",
  // the app registers the worker itself (lib/offline/service-worker.ts): a few lines instead of
  // workbox-window in the landing page's bundle; "prompt": a new version waits for the student's "Reload"
  registerType: "prompt",
  injectRegister: false,
  // never in Vite's dev server: the worker would serve old modules under hot reload
  devOptions: { enabled: false },
  includeAssets: ["favicon.svg", "icons/*.png"],
  manifest: {
    id: "/",
    name: "Disha: career guidance for school students",
    short_name: "Disha",
    description: "Roadmaps, a career quiz and mentors for Indian school students from class 8 to 12.",
    lang: "en",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#4338ca",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  },
  workbox: {
    // the app shell and every page's chunk (lazy routes included), so a page seen once opens offline
    globPatterns: ["**/*.{js,css,html,svg,png,woff2}"],
    globIgnores: ["**/.vite/**"],
    // a few large chunks (the knowledge base's search index) are still worth keeping
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    cleanupOutdatedCaches: true,
    // the first visit's page is controlled at once, so what it reads next is kept; an update still waits
    clientsClaim: true,
    skipWaiting: false,
    inlineWorkboxRuntime: true,
    // pages come from the network first (the server writes today's figures into them), not from the precache
    navigateFallback: null,
    runtimeCaching: [
      {
        urlPattern: isPage,
        handler: "NetworkFirst",
        options: {
          cacheName: offlineCaches.pages,
          plugins: [pageCacheKey],
          // a page never seen offline still opens: the built app shell, which draws it from cached answers
          precacheFallback: { fallbackURL: "/index.html" },
        },
      },
      {
        urlPattern: isKnowledgeRead,
        handler: "StaleWhileRevalidate",
        options: {
          cacheName: offlineCaches.knowledge,
          expiration: { maxEntries: 300, maxAgeSeconds: 30 * DAY },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: isPersonalRead,
        handler: "NetworkFirst",
        options: {
          cacheName: offlineCaches.personal,
          expiration: { maxEntries: 100, maxAgeSeconds: 30 * DAY },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
};
