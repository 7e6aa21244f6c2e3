import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { buildConstants, localesDir } from "./apps/web/build-constants.ts";

const serverTests = ["apps/server/src/**/*.test.ts"];

/**
 * The server's test files that open the test database: through testing/test-server.ts or a helper
 * that leads to it. Only these run again on PostgreSQL; the others (the mentor's understanding, the
 * community's checks, pure functions) read no database and would only take the time twice.
 */
function serverTestsOnTheDatabase(): string[] {
  const testing = "apps/server/src/testing";
  const source = (file: string) => readFileSync(file, "utf8");
  const helpers = new Set(["test-server.ts"]);
  for (let grew = true; grew;) {
    grew = false;
    for (const file of readdirSync(testing).filter((name) => name.endsWith(".ts") && !helpers.has(name))) {
      if ([...helpers].some((helper) => source(path.join(testing, file)).includes(`./${helper}"`))) {
        helpers.add(file);
        grew = true;
      }
    }
  }
  const opensDatabase = new RegExp(`testing/(${[...helpers].map((name) => name.replace(".", "\\.")).join("|")})"`);
  return (readdirSync("apps/server/src", { recursive: true }) as string[])
    .filter((file) => file.endsWith(".test.ts"))
    .map((file) => path.join("apps/server/src", file))
    .filter((file) => opensDatabase.test(source(file)));
}
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
          // the files of a worker share their modules: the knowledge base, the mentor's indexes and the
          // community's model are loaded once per worker, not once per file (each file still starts
          // its own server and database)
          isolate: false,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: "server-postgres",
                include: serverTestsOnTheDatabase(),
                exclude: serverExclude,
                environment: "node",
                setupFiles: ["./vitest.setup.ts"],
                env: { TEST_DB_KIND: "postgres" },
                testTimeout: 20_000,
                hookTimeout: 30_000,
                isolate: false,
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
