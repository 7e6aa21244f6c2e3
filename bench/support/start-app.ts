import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadEnv } from "../../apps/server/src/env.ts";
import { startServer } from "../../apps/server/src/server.ts";

/** The real server on a fresh SQLite database and a free port, as `npm start` runs it. */
export async function startBenchApp(extra: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "disha-bench-"));
  const env = loadEnv({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    // a build elsewhere than apps/web/dist (vite.config.ts reads the same variable)
    ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    ...extra,
  });
  const running = await startServer({ ...env });
  const port = new URL(running.url).port;
  return { ...running, url: `http://127.0.0.1:${port}` };
}
