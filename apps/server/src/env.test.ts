import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, loadEnv, repoRoot } from "./env.ts";

const mainFile = path.join(repoRoot, "apps/server/src/main.ts");

function startProduction(extraEnv: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "disha-env-"));
  return spawnSync(process.execPath, ["--import", "tsx", mainFile], {
    env: { PATH: process.env.PATH, NODE_ENV: "production", PORT: "0", DATA_DIR: dataDir, ...extraEnv },
    encoding: "utf8",
    timeout: 15_000,
  });
}

describe("environment at start-up", () => {
  it("stops a production start without AUTH_SECRET, saying what to set", () => {
    const result = startProduction({});
    expect(result.status).not.toBe(0);
    expect(result.stderr.trim()).toBe(
      "AUTH_SECRET is not set: in production set AUTH_SECRET to a random string of at least 32 characters (for example: openssl rand -base64 32).",
    );
  });

  it("stops a production start with a short AUTH_SECRET", () => {
    const result = startProduction({ AUTH_SECRET: "too-short" });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain("AUTH_SECRET is too short");
  });

  it("generates a development secret once and keeps it under the data folder", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "disha-env-"));
    const first = loadEnv({ DATA_DIR: dataDir });
    const second = loadEnv({ DATA_DIR: dataDir });
    expect(first.AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(second.AUTH_SECRET).toBe(first.AUTH_SECRET);
    expect(readFileSync(path.join(dataDir, "auth-secret"), "utf8").trim()).toBe(first.AUTH_SECRET);
  });

  it("refuses a bad value with a one-line message", () => {
    expect(() => loadEnv({ PORT: "not-a-port" })).toThrow(EnvError);
    expect(() => loadEnv({ PORT: "not-a-port" })).toThrow(/^Invalid environment: PORT/);
  });

  it("keeps uploads in the database unless S3_BUCKET is set, and refuses an S3 endpoint that is no URL", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "disha-env-"));
    expect(loadEnv({ DATA_DIR: dataDir, S3_BUCKET: "", S3_ENDPOINT: "" })).toMatchObject({
      S3_BUCKET: undefined,
      S3_ENDPOINT: undefined,
      S3_REGION: "us-east-1",
      S3_FORCE_PATH_STYLE: "false",
    });
    expect(
      loadEnv({
        DATA_DIR: dataDir,
        S3_BUCKET: "uploads",
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_FORCE_PATH_STYLE: "true",
      }),
    ).toMatchObject({ S3_BUCKET: "uploads", S3_ENDPOINT: "http://127.0.0.1:9000", S3_FORCE_PATH_STYLE: "true" });
    expect(() => loadEnv({ DATA_DIR: dataDir, S3_ENDPOINT: "127.0.0.1:9000 bucket" })).toThrow(
      /^Invalid environment: S3_ENDPOINT/,
    );
  });
});
