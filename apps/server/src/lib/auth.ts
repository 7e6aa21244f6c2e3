import { t } from "@disha/shared/i18n";
import { betterAuth } from "better-auth";
import { APIError } from "better-auth/api";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import type { Kysely } from "kysely";
import type { Env } from "../env.ts";
import type { DatabaseKind } from "./db/database.ts";
import type { Database } from "./db/schema.ts";
import { isAccountDisabled } from "./disabled-accounts.ts";
import type { SessionEvents } from "./session-events.ts";

export function createAuth(env: Env, db: Kysely<Database>, kind: DatabaseKind, sessionEvents: SessionEvents) {
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
      // Better Auth skips its origin and callbackURL checks under NODE_ENV=test; on, tests see what users get
      disableOriginCheck: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    // an ended session closes its open chat sockets at once (sign-out, revoke)
    databaseHooks: {
      session: {
        // a disabled account signs in no more, by password or OIDC
        create: {
          before: async (session) => {
            if (await isAccountDisabled(db, session.userId)) {
              throw new APIError("FORBIDDEN", { message: t("admin.errors.accountDisabled") });
            }
          },
        },
        delete: {
          after: (session) => {
            sessionEvents.emit({ reason: "signed-out", sessionId: session.id });
            return Promise.resolve();
          },
        },
      },
    },
    plugins: oidc,
  });
}

export type Auth = ReturnType<typeof createAuth>;
