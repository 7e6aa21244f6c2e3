import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { buildConstants, localesDir } from "./build-constants.ts";
import { pwaOptions } from "./pwa.config.ts";
import { contractWithoutSchemas } from "./src/app/contract-without-schemas.ts";
import { firstPageChunks } from "./src/app/first-page-chunks.ts";
import { pagePreloads } from "./src/app/page-preloads.ts";

// react-router's package exports point at its development build only; production bundles its
// production build instead (same API, no dev warnings, a fifth smaller).
const routerDist = path.join(path.dirname(createRequire(import.meta.url).resolve("react-router")), "..", "production");

// What every page shows (React, the router, the header, footer and translation layer) goes in one
// chunk, loaded once; each page's own chunk then needs nothing else from the network.
const shellModules = [
  /rolldown[:/]runtime/,
  /\/node_modules\/(react|react-dom|scheduler|react-router)\//,
  /\/apps\/web\/src\/(app\/(router|route-error-boundary)|config\/site-paths)\./,
  /\/apps\/web\/src\/lib\/(i18n\/i18n|i18n\/trans|auth\/auth-api|auth\/use-session|api-client|theme|lazy-module|use-after-first-paint)\./,
  /\/apps\/web\/src\/components\/layout\/(main-layout|site-header|site-footer|nav-links|nav-item|page-meta|preferences-controls)\./,
  /\/apps\/web\/src\/components\/ui\/(logo|button-styles)\./,
  /\/packages\/shared\/src\/i18n\/(translator|locale-choice)\.ts/,
];

const isShellModule = (id: string) => shellModules.some((module) => module.test(id.replaceAll("\\", "/")));

/** The pages whose modules the server names in their HTML (src/app/page-preloads.ts), beside the manifest. */
const pagePreloadsFile: Plugin = {
  name: "disha-page-preloads",
  apply: "build",
  generateBundle() {
    this.emitFile({ type: "asset", fileName: ".vite/page-preloads.json", source: JSON.stringify(pagePreloads) });
  },
};

/** The web app's build of the API contract: methods and paths, without the request schemas (decision 031). */
const contractForWeb: Plugin = {
  name: "disha-contract-without-schemas",
  apply: "build",
  transform: contractWithoutSchemas,
};

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss(), VitePWA(pwaOptions), pagePreloadsFile, contractForWeb],
  define: buildConstants(),
  resolve: {
    alias: [
      // the catalogs, as a page's i18n.ts names its namespaces' files: import.meta.glob("@locales/*/landing.json")
      { find: "@locales", replacement: fileURLToPath(localesDir) },
      ...(mode === "production"
        ? [
            { find: /^react-router$/, replacement: path.join(routerDist, "index.mjs") },
            { find: /^react-router\/dom$/, replacement: path.join(routerDist, "dom-export.mjs") },
          ]
        : []),
    ],
  },
  build: {
    // WEB_DIST_DIR, which the server also reads, lets a second build sit beside the first
    outDir: process.env.WEB_DIST_DIR ?? "dist",
    emptyOutDir: true,
    // the server reads it to tell the browser early about the route table's chunk (lib/web-app.ts)
    manifest: true,
    target: "es2022",
    sourcemap: false,
    reportCompressedSize: false,
    // No preload map: it lists every lazy route's files in the entry chunk, which the landing page
    // paid for. The shell chunk below holds what the pages share, so a page's chunk needs little else.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "shell", test: isShellModule, priority: 4 },
            // the first pages' own modules in a few files each (decision 030)
            ...firstPageChunks({
              srcDir: fileURLToPath(new URL("src", import.meta.url)),
              routeTable: "src/app/routes.tsx",
              pages: pagePreloads,
              isShellModule,
            }),
          ],
        },
      },
    },
  },
  server: {
    proxy: { "/api": "http://localhost:3000", "/socket.io": { target: "http://localhost:3000", ws: true } },
  },
}));
