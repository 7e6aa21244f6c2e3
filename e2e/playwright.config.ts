import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
// E2E_PRODUCTION=1 (npm run test:e2e:production, run by .ci/run): the server as production runs it,
// with secure cookies, a real secret and no generated one
const production = process.env.E2E_PRODUCTION === "1";
// made once by the runner; its workers inherit it, so a test can run `npm run admin` on the same database
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "disha-e2e-")));

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
  // the built app, started the way the README starts it, on a fresh SQLite database
  webServer: {
    command: "npm run serve",
    cwd: path.resolve(import.meta.dirname, ".."),
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      APP_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // each test is a student on a device of its own (fixtures.ts sends X-Forwarded-For), as behind a proxy
      TRUST_PROXY: "loopback",
      // production seeds no made-up mentors; the booking tests book the demo ones (DEMO_DATA=1)
      ...(production
        ? { NODE_ENV: "production", AUTH_SECRET: "e2e-production-secret-e2e-production-0", DEMO_DATA: "1" }
        : {}),
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
  },
});
