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

/** How long a mailed reset link works. */
export const RESET_LINK_SECONDS = 60 * 60;

/** How long a mailed link to verify an address works. */
export const VERIFY_LINK_SECONDS = 60 * 60;

/** What auth hands to the mail feature: a link with a token for an account's address. */
export type SendAccountLink = (request: {
  user: { id: string; email: string; name: string };
  token: string;
}) => Promise<void>;

export interface AuthMailers {
  /** a reset link, for an address that has an account */
  passwordReset: SendAccountLink;
  /** a link that verifies the signed-in account's address */
  emailVerification: SendAccountLink;
}

export function createAuth(
  env: Env,
  db: Kysely<Database>,
  kind: DatabaseKind,
  sessionEvents: SessionEvents,
  mailers: AuthMailers,
) {
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
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      // a student uses Disha before verifying, as before; a parent must verify before consenting (decision 022)
      requireEmailVerification: false,
      // "Forgot password?": a single-use link for an hour; a new password ends every session of the account
      sendResetPassword: ({ user, token }) => mailers.passwordReset({ user, token }),
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: ({ user }) => {
        sessionEvents.emit({ reason: "password-changed", userId: user.id });
        return Promise.resolve();
      },
    },
    // Better Auth's own verification: a signed link for an hour, asked for from the account page, never at sign-up;
    // features/auth/email-verification.ts makes it single use
    emailVerification: {
      sendOnSignUp: false,
      autoSignInAfterVerification: false,
      expiresIn: VERIFY_LINK_SECONDS,
      sendVerificationEmail: ({ user, token }) => mailers.emailVerification({ user, token }),
    },
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
