import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { COMMUNITY_REVIEW_MODES } from "@disha/shared";
import { z } from "zod";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

const MIN_SECRET_LENGTH = 32;
const optionalString = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

export const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, "data")),
  DATABASE_URL: optionalString,
  AUTH_SECRET: optionalString,
  REDIS_URL: optionalString,
  TRUST_PROXY: optionalString,
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, "apps/web/dist")),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  OIDC_PROVIDER_ID: z.string().default("oidc"),
  OIDC_PROVIDER_NAME: z.string().default("School login"),
  OIDC_DISCOVERY_URL: optionalString,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  LLM_BASE_URL: optionalString,
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  // a production start seeds demo data (made-up mentors, workshops dated from today) only with DEMO_DATA=1
  DEMO_DATA: z.enum(["0", "1"]).default("0"),
  // "parent": a student's profile, plan and chat are stored only after a linked, verified parent consents
  // (DPDP Act 2023 s.9; decision 022). Off by default, so the product works as its spec describes.
  CONSENT_MODE: z.enum(["off", "parent"]).default("off"),
  // how strict the community is (issue 34): "auto", the automatic checks decide; "first-posts", an
  // account's first 3 posts wait for a moderator; "all", every student post waits
  COMMUNITY_REVIEW: z.enum(COMMUNITY_REVIEW_MODES).default("auto"),
  // students may reschedule or cancel a mentor session up to this many hours before it starts
  BOOKING_CHANGE_CUTOFF_HOURS: z.coerce.number().min(0).max(720).default(12),
  // mail goes out through SMTP when SMTP_URL or SMTP_HOST is set; otherwise into the stored outbox
  SMTP_URL: optionalString,
  SMTP_HOST: optionalString,
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: z.enum(["true", "false"]).default("false"),
  SMTP_USER: optionalString,
  SMTP_PASSWORD: optionalString,
  MAIL_FROM: z.string().default("Disha <no-reply@disha.local>"),
  JOBS_POLL_MS: z.coerce.number().int().positive().default(15_000),
  // uploads (mentors' photos) go to this S3-compatible bucket when it is set; otherwise into the database
  S3_BUCKET: optionalString,
  S3_ENDPOINT: z
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).default("false"),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
});

export interface Env extends Omit<z.infer<typeof EnvSchema>, "APP_URL" | "AUTH_SECRET"> {
  APP_URL: string;
  AUTH_SECRET: string;
}

export class EnvError extends Error {}

/**
 * Parses the environment once at start-up. Throws EnvError with a one-line, actionable message on a
 * bad value; main.ts prints it and exits.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new EnvError(`Invalid environment: ${issue?.path.join(".")}: ${issue?.message}`);
  }
  const env = parsed.data;
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  return { ...env, APP_URL: appUrl, AUTH_SECRET: resolveAuthSecret(env) };
}

function resolveAuthSecret(env: z.infer<typeof EnvSchema>): string {
  if (env.AUTH_SECRET !== undefined) {
    if (env.AUTH_SECRET.length < MIN_SECRET_LENGTH) {
      throw new EnvError(
        `AUTH_SECRET is too short: set it to a random string of at least ${MIN_SECRET_LENGTH} characters (for example: openssl rand -base64 32).`,
      );
    }
    return env.AUTH_SECRET;
  }
  if (env.NODE_ENV === "production") {
    throw new EnvError(
      `AUTH_SECRET is not set: in production set AUTH_SECRET to a random string of at least ${MIN_SECRET_LENGTH} characters (for example: openssl rand -base64 32).`,
    );
  }
  // development and test: one secret generated on first start and kept, so sessions survive restarts
  const secretFile = path.join(env.DATA_DIR, "auth-secret");
  try {
    const kept = readFileSync(secretFile, "utf8").trim();
    if (kept.length >= MIN_SECRET_LENGTH) return kept;
  } catch {
    // first start: fall through and create it
  }
  const secret = randomBytes(32).toString("base64url");
  mkdirSync(env.DATA_DIR, { recursive: true });
  writeFileSync(secretFile, secret + "\n", { mode: 0o600 });
  return secret;
}
