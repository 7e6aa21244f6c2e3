import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { repoRoot } from "../../apps/server/src/env.ts";

async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process for ${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export interface BenchProcess {
  url: string;
  stop(): void;
}

/** The real server in its own process, in production mode on a fresh SQLite database, as `npm start` runs it. */
export async function startAppProcess(port: number): Promise<BenchProcess & { dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "disha-bench-"));
  // BENCH_PROFILE=<folder>: the server writes a V8 CPU profile there when it stops, to see where time goes
  const profile = process.env.BENCH_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const child = spawn(
    process.execPath,
    [...profile, "--import", "tsx", path.join(repoRoot, "apps/server/src/main.ts")],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0",
        PORT: String(port),
        HOST: "127.0.0.1",
        APP_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        // production seeds no made-up mentors; the bench books the demo ones
        DEMO_DATA: "1",
        LOG_LEVEL: "info",
        DATABASE_URL: "",
        REDIS_URL: "",
        TRUST_PROXY: "loopback",
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/healthz`, child);
  return { url, dataDir, stop: () => child.kill("SIGTERM") };
}

/** A bare node:http server answering every request with the same JSON body: the ceiling to compare with. */
export async function startBareProcess(port: number, body: string): Promise<BenchProcess> {
  const script = `
    const body = Buffer.from(process.env.BENCH_BODY);
    require("node:http").createServer((req, res) => {
      res.writeHead(200, { "content-type": "application/json", "content-length": body.length });
      res.end(body);
    }).listen(${port}, "127.0.0.1");`;
  const child = spawn(process.execPath, ["-e", script], {
    env: { ...process.env, BENCH_BODY: body },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(url, child);
  return { url, stop: () => child.kill("SIGTERM") };
}
