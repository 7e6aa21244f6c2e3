import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { createApp } from "../app.ts";
import { createDeps, type RunningDeps } from "../deps.ts";
import { type Env, loadEnv } from "../env.ts";
import { type RunningServer, startServer } from "../server.ts";

export const TEST_APP_URL = "http://localhost:3000";

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh database for one test file: a SQLite file in a temp folder, or, when the suite runs as
 * server-postgres, a new PostgreSQL database beside TEST_DATABASE_URL's.
 */
export async function createTestDatabase(dataDir: string): Promise<TestDatabase> {
  if (process.env.TEST_DB_KIND !== "postgres") {
    return { url: path.join(dataDir, "test.sqlite"), drop: () => Promise.resolve() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DB_KIND=postgres needs TEST_DATABASE_URL");
  const name = `disha_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

function testEnv(dataDir: string, databaseUrl: string, overrides: Record<string, string>): Env {
  return loadEnv({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    APP_URL: TEST_APP_URL,
    LOG_LEVEL: "silent",
    WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
    ...overrides,
  });
}

export interface TestContext {
  env: Env;
  deps: RunningDeps;
  app: ReturnType<typeof createApp>;
  close(): Promise<void>;
}

/** The real app over a real, freshly migrated database. */
export async function createTestContext(overrides: Record<string, string> = {}): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "disha-test-"));
  const database = await createTestDatabase(dataDir);
  const env = testEnv(dataDir, database.url, overrides);
  const deps = await createDeps(env);
  const app = createApp(deps);
  return {
    env,
    deps,
    app,
    async close() {
      await deps.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestNodes {
  urls: string[];
  nodes: RunningServer[];
  close(): Promise<void>;
}

/**
 * `count` real server nodes (HTTP + Socket.IO on a free port each) sharing one fresh database, as
 * several app nodes behind a load balancer would; each has its own DATA_DIR, as on its own machine.
 */
export async function startTestNodes(count: number, overrides: Record<string, string> = {}): Promise<TestNodes> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "disha-test-"));
  const database = await createTestDatabase(dataDir);
  const nodes: RunningServer[] = [];
  for (let index = 0; index < count; index++) {
    nodes.push(
      await startServer(
        testEnv(path.join(dataDir, `node-${index}`), database.url, {
          PORT: "0",
          HOST: "127.0.0.1",
          TRUST_PROXY: "loopback",
          ...overrides,
        }),
      ),
    );
  }
  return {
    nodes,
    urls: nodes.map((node) => node.url.replace("localhost", "127.0.0.1")),
    async close() {
      for (const node of nodes) await node.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
