import { createRequire } from "node:module";
import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// react-router's package exports point at its development build only; production bundles its
// production build instead (same API, no dev warnings, a fifth smaller).
const routerDist = path.join(path.dirname(createRequire(import.meta.url).resolve("react-router")), "..", "production");

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias:
      mode === "production"
        ? [
            { find: /^react-router$/, replacement: path.join(routerDist, "index.mjs") },
            { find: /^react-router\/dom$/, replacement: path.join(routerDist, "dom-export.mjs") },
          ]
        : [],
  },
  build: {
    target: "es2022",
    sourcemap: false,
    reportCompressedSize: false,
  },
  server: {
    proxy: { "/api": "http://localhost:3000", "/socket.io": { target: "http://localhost:3000", ws: true } },
  },
}));
