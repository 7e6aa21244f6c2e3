import { betterAuth } from "better-auth";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import type { SessionUser } from "@disha/shared";
import type { Context } from "hono";
import type { Kysely } from "kysely";
import type { Env } from "../env.ts";
import type { DatabaseKind } from "./db/database.ts";
import type { Database } from "./db/schema.ts";
import { HttpError } from "./errors.ts";
import type { AppEnv } from "./context.ts";

export function createAuth(env: Env, db: Kysely<Database>, kind: DatabaseKind) {
  const oidc =
    env.OIDC_DISCOVERY_URL && env.OIDC_CLIENT_ID
      ? [
          genericOAuth({
            config: [
              {
                providerId: env.OIDC_PROVIDER_ID,
                discoveryUrl: env.OIDC_DISCOVERY_URL,
                clientId: env.OIDC_CLIENT_ID,
                clientSecret: env.OIDC_CLIENT_SECRET ?? "",
                scopes: ["openid", "email", "profile"],
                pkce: true,
              },
            ],
          }),
        ]
      : [];
  return betterAuth({
    appName: "Disha",
    baseURL: env.APP_URL,
    basePath: "/api/auth",
    secret: env.AUTH_SECRET,
    database: { db, type: kind },
    trustedOrigins: [env.APP_URL],
    emailAndPassword: { enabled: true, minPasswordLength: 8, maxPasswordLength: 128, autoSignIn: true },
    // sign-in limits live in lib/rate-limit.ts, shared with the rest of the API and Redis-backed at scale
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { level: "error", disabled: env.LOG_LEVEL === "silent" },
    advanced: {
      useSecureCookies: env.NODE_ENV === "production",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    plugins: oidc,
  });
}

export type Auth = ReturnType<typeof createAuth>;

export async function currentUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const session = await c.var.deps.auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) return null;
  const { id, name, email, image } = session.user;
  return { id, name, email, image: image ?? null };
}

/** The signed-in user, from the session cookie only; 401 without one. */
export async function requireUser(c: Context<AppEnv>): Promise<SessionUser> {
  const user = await currentUser(c);
  if (!user) throw HttpError.unauthenticated();
  return user;
}

/** 403 unless the record belongs to the signed-in user. */
export function requireOwner(user: SessionUser, ownerId: string): void {
  if (user.id !== ownerId) throw HttpError.forbidden();
}
