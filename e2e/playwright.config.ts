import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const repoRoot = path.resolve(import.meta.dirname, "..");
// the runner sets these once; its workers inherit them (support/fixtures.ts reads the servers from them),
// so a test can also run `npm run admin` on the database of the server it talks to
const port = Number(process.env.E2E_PORT ?? 3100);
const consentPort = Number((process.env.E2E_CONSENT_PORT ??= String(port + 1)));
const updatePort = Number((process.env.E2E_UPDATE_PORT ??= String(port + 2)));
const developmentPort = Number((process.env.E2E_DEVELOPMENT_PORT ??= String(port + 3)));
const baseURL = `http://localhost:${port}`;
// E2E_PRODUCTION=1 (npm run test:e2e, run by npm test): the servers as production runs them, with secure
// cookies, a real secret and no generated one; development.e2e.ts checks the development defaults on a
// server of its own (decision 034)
const production = process.env.E2E_PRODUCTION === "1";
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "disha-e2e-")));
const consentDataDir = (process.env.E2E_CONSENT_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "disha-e2e-consent-")));
const updateDataDir = (process.env.E2E_UPDATE_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "disha-e2e-update-")));
const developmentDataDir = (process.env.E2E_DEVELOPMENT_DATA_DIR ??= mkdtempSync(
  path.join(tmpdir(), "disha-e2e-dev-"),
));
const webDist = process.env.WEB_DIST_DIR ?? path.join(repoRoot, "apps/web/dist");
// a copy of the built app of its own, whose sw.js a test rewrites to make a new release (offline.e2e.ts)
const updateDist = (process.env.E2E_UPDATE_DIST_DIR ??= (() => {
  const copy = mkdtempSync(path.join(tmpdir(), "disha-e2e-dist-"));
  if (existsSync(webDist)) cpSync(webDist, copy, { recursive: true });
  // made by the runner alone (its workers inherit the variable), and gone when it ends
  process.on("exit", () => rmSync(copy, { recursive: true, force: true }));
  return copy;
})());

/** The built app, started the way the README starts it, on a fresh SQLite database of its own. */
function server(
  serverPort: number,
  serverDataDir: string,
  env: Record<string, string> = {},
  mode: "production" | "development" = production ? "production" : "development",
) {
  const url = `http://localhost:${serverPort}`;
  return {
    command: "npm run serve",
    cwd: repoRoot,
    url: `${url}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(serverPort),
      APP_URL: url,
      DATA_DIR: serverDataDir,
      LOG_LEVEL: "warn",
      // each test is a student on a device of its own (fixtures.ts sends X-Forwarded-For), as behind a proxy
      TRUST_PROXY: "loopback",
      // production seeds no made-up mentors; the booking tests book the demo ones (DEMO_DATA=1)
      ...(mode === "production"
        ? { NODE_ENV: "production", AUTH_SECRET: "e2e-production-secret-e2e-production-0", DEMO_DATA: "1" }
        : {}),
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
      ...env,
    },
  };
}

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.e2e.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // a journey of several pages with axe scans takes 10 to 20 s on a quiet 2-core machine and twice that
  // while the other worker and the server share it; speed is checked by the tests that measure it
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    // every spec but two: the product as it ships
    server(port, dataDir),
    // consent.e2e.ts and community-review.e2e.ts: an operator who asks for more, a parent's consent before a
    // child's data is stored and a moderator for a new member's first posts
    server(consentPort, consentDataDir, { CONSENT_MODE: "parent", COMMUNITY_REVIEW: "first-posts" }),
    // offline.e2e.ts's update: its own copy of the build, so a new release there disturbs no other test
    server(updatePort, updateDataDir, { WEB_DIST_DIR: updateDist }),
    // development.e2e.ts: `npm start` on its embedded defaults (development, a generated secret, demo data)
    server(developmentPort, developmentDataDir, {}, "development"),
  ],
});
