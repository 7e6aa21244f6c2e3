import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { type E2eServer, mainServer } from "./fixtures.ts";

const repoRoot = path.resolve(import.meta.dirname, "../..");

/**
 * Grants a role the way an operator does: `npm run admin -- grant <email> <role>` on the database
 * `server` runs on (playwright.config.ts shares each server's DATA_DIR with the workers).
 */
export async function grantRole(
  email: string,
  role: "admin" | "mentor" | "moderator",
  server: E2eServer = mainServer,
): Promise<void> {
  const dataDir = server.dataDir;
  if (!dataDir)
    throw new Error("the server's data directory is not set: run the e2e tests through e2e/playwright.config.ts");
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "apps/server/src/admin-cli.ts", "grant", email, role],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        LOG_LEVEL: "silent",
        ...(server.production ? { NODE_ENV: "production", AUTH_SECRET: "e2e-production-secret-e2e-production-0" } : {}),
      },
    },
  );
  if (!stdout.includes(role)) throw new Error(`granting ${role} to ${email} failed: ${stdout}`);
}
