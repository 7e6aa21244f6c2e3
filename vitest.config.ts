import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { buildConstants, localesDir } from "./apps/web/build-constants.ts";

const serverTests = ["apps/server/src/**/*.test.ts"];
const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
// suites that need a service run when it is configured, and say why when they do not
const serverExclude = redisUrl ? [] : ["**/*.redis.test.ts"];

if (!postgresUrl) console.log("PostgreSQL suite skipped: TEST_DATABASE_URL is not set (.ci/run sets it).");
if (!redisUrl) console.log("Redis suite (two server nodes) skipped: REDIS_URL is not set (.ci/run sets it).");

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "packages",
          include: ["packages/*/src/**/*.test.ts"],
          environment: "node",
          setupFiles: ["./vitest.setup.ts"],
        },
      },
      {
        test: {
          name: "server-sqlite",
          include: serverTests,
          exclude: serverExclude,
          environment: "node",
          setupFiles: ["./vitest.setup.ts"],
          env: { TEST_DB_KIND: "sqlite" },
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: "server-postgres",
                include: serverTests,
                exclude: serverExclude,
                environment: "node",
                setupFiles: ["./vitest.setup.ts"],
                env: { TEST_DB_KIND: "postgres" },
                testTimeout: 20_000,
                hookTimeout: 30_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: "scripts",
          include: ["scripts/**/*.test.mjs"],
          environment: "node",
          setupFiles: ["./vitest.setup.ts"],
        },
      },
      {
        // as apps/web/vite.config.ts has them for the build
        define: buildConstants(),
        resolve: { alias: { "@locales": fileURLToPath(localesDir) } },
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["./vitest.setup.ts"],
        },
      },
    ],
  },
});
