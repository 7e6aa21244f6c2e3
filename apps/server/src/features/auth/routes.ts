import { ChangePasswordSchema, UpdateUserSchema } from "@disha/shared";
import { authApi, sessionApi } from "@disha/shared/api";
import { t } from "@disha/shared/i18n";
import type { Context } from "hono";
import { defineRoutes, publicAccess, requireUser, signedIn } from "../../lib/access.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { routesUnder } from "../../lib/contract.ts";
import type { AppEnv } from "../../lib/context.ts";
import { errorBody, HttpError } from "../../lib/errors.ts";
import { limitLinkTries } from "../../lib/mailbox-token.ts";
import { enforceRateLimit } from "../../lib/rate-limit.ts";
import { parseJsonBody } from "../../lib/validation.ts";
import { isEmailVerified, verifyEmailOnce } from "./email-verification.ts";
import { RevokeSessionSchema } from "./schemas.ts";
import { checkSignInDelay, clearSignInFailures, recordSignInFailure } from "./service.ts";

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;
// a school's students often share one address, so the per-address limits are generous
export const SIGN_IN_LIMIT_PER_ADDRESS = 100;
export const SIGN_UP_LIMIT_PER_ADDRESS = 60;
export const CHANGE_PASSWORD_LIMIT_PER_ACCOUNT = 5;
export const UPDATE_USER_LIMIT_PER_ACCOUNT = 20;
// reset links: a few a day to one mailbox, more from one address (a school's shared connection)
export const RESET_REQUESTS_PER_ACCOUNT = 3;
export const RESET_REQUESTS_PER_ADDRESS = 20;
export const RESETS_PER_ADDRESS = 30;
// verification links: a few an hour to one mailbox
export const VERIFICATION_MAILS_PER_ACCOUNT = 3;

// Better Auth's own codes, said the way our forms say things
const friendlyAuthErrors: Record<string, { status: number; message: string; field?: string }> = {
  INVALID_EMAIL_OR_PASSWORD: { status: 401, message: t("errors.auth.wrongEmailOrPassword") },
  USER_ALREADY_EXISTS: {
    status: 409,
    message: t("errors.auth.emailTaken"),
    field: "email",
  },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: {
    status: 409,
    message: t("errors.auth.emailTaken"),
    field: "email",
  },
  PASSWORD_TOO_SHORT: { status: 400, message: t("errors.auth.passwordTooShort"), field: "password" },
  INVALID_PASSWORD: { status: 400, message: t("errors.auth.currentPasswordWrong"), field: "currentPassword" },
  INVALID_TOKEN: { status: 400, message: t("errors.auth.resetLinkUsed") },
};

/** Rewrites Better Auth's error bodies into the shared error shape. */
async function toSharedErrorShape(response: Response): Promise<Response> {
  if (response.ok || !response.headers.get("content-type")?.includes("application/json")) return response;
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  const known = body.code ? friendlyAuthErrors[body.code] : undefined;
  const code = (body.code ?? "auth_error").toLowerCase();
  const message = known?.message ?? body.message ?? t("errors.auth.somethingWentWrong");
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  const fields = known?.field ? { [known.field]: message } : undefined;
  return new Response(JSON.stringify(errorBody(code, message, fields)), {
    status: known?.status ?? response.status,
    headers,
  });
}

/**
 * Hands the request to Better Auth. With `body`, Better Auth sees only the fields our schema let
 * through, so nothing it would accept beyond them (an `image` link, a role) can slip past.
 */
async function toBetterAuth(c: Context<AppEnv>, body?: unknown): Promise<Response> {
  let request = c.req.raw;
  if (body !== undefined) {
    const headers = new Headers(request.headers);
    headers.delete("content-length");
    request = new Request(request.url, { method: request.method, headers, body: JSON.stringify(body) });
  }
  return toSharedErrorShape(await c.var.deps.auth.handler(request));
}

const on = routesUnder("/api/auth");

const passThrough = { access: publicAccess, handler: (c: Context<AppEnv>) => toBetterAuth(c) };

/** The Better Auth endpoints Disha uses, each declared; every other /api/auth path is a 404. */
export const authRoutes = defineRoutes("/api/auth", {
  // which external sign-in the sign-in page should offer (none unless OIDC_* is configured)
  [on(authApi.providers)]: {
    access: publicAccess,
    handler: (c) => {
      const { env } = c.var.deps;
      const oidc = env.OIDC_DISCOVERY_URL && env.OIDC_CLIENT_ID;
      return c.json({ providers: oidc ? [{ id: env.OIDC_PROVIDER_ID, name: env.OIDC_PROVIDER_NAME }] : [] });
    },
  },
  [on(sessionApi.current)]: passThrough,
  [on(authApi.signUp)]: {
    access: publicAccess,
    handler: async (c) => {
      await enforceRateLimit(c.var.deps.rateLimiter, `sign-up:ip:${clientIp(c)}`, SIGN_UP_LIMIT_PER_ADDRESS, ONE_HOUR);
      return toBetterAuth(c, await parseJsonBody(c, authApi.signUp.body));
    },
  },
  [on(authApi.signIn)]: {
    access: publicAccess,
    handler: async (c) => {
      const { rateLimiter } = c.var.deps;
      const address = clientIp(c);
      await enforceRateLimit(rateLimiter, `sign-in:ip:${address}`, SIGN_IN_LIMIT_PER_ADDRESS, FIFTEEN_MINUTES);
      const { email, password } = await parseJsonBody(c, authApi.signIn.body);
      const account = email.toLowerCase();
      await checkSignInDelay(rateLimiter, account, address);
      const response = await toBetterAuth(c, { email, password });
      if (response.status === 401) await recordSignInFailure(rateLimiter, account, address);
      else if (response.ok) await clearSignInFailures(rateLimiter, account, address);
      return response;
    },
  },
  [on(authApi.requestPasswordReset)]: {
    access: publicAccess,
    handler: async (c) => {
      const { rateLimiter } = c.var.deps;
      await enforceRateLimit(rateLimiter, `reset-request:ip:${clientIp(c)}`, RESET_REQUESTS_PER_ADDRESS, ONE_HOUR);
      const { email } = await parseJsonBody(c, authApi.requestPasswordReset.body);
      // counted for every address asked about, known or not, so the answer tells nothing of who has an account
      await enforceRateLimit(rateLimiter, `reset-request:${email.toLowerCase()}`, RESET_REQUESTS_PER_ACCOUNT, ONE_HOUR);
      return toBetterAuth(c, { email });
    },
  },
  [on(authApi.resetPassword)]: {
    access: publicAccess,
    handler: async (c) => {
      await enforceRateLimit(c.var.deps.rateLimiter, `reset:ip:${clientIp(c)}`, RESETS_PER_ADDRESS, ONE_HOUR);
      return toBetterAuth(c, await parseJsonBody(c, authApi.resetPassword.body));
    },
  },
  [on(authApi.signInWithProvider)]: {
    access: publicAccess,
    handler: async (c) => toBetterAuth(c, await parseJsonBody(c, authApi.signInWithProvider.body)),
  },
  "GET /callback/:providerId": passThrough,
  "GET /error": passThrough,
  [on(sessionApi.signOut)]: passThrough,
  "POST /update-user": {
    access: signedIn,
    handler: async (c) => {
      const user = await requireUser(c);
      await enforceRateLimit(
        c.var.deps.rateLimiter,
        `update-user:${user.id}`,
        UPDATE_USER_LIMIT_PER_ACCOUNT,
        FIFTEEN_MINUTES,
      );
      return toBetterAuth(c, await parseJsonBody(c, UpdateUserSchema));
    },
  },
  "POST /change-password": {
    access: signedIn,
    handler: async (c) => {
      const user = await requireUser(c);
      await enforceRateLimit(
        c.var.deps.rateLimiter,
        `change-password:${user.id}`,
        CHANGE_PASSWORD_LIMIT_PER_ACCOUNT,
        FIFTEEN_MINUTES,
      );
      const input = await parseJsonBody(c, ChangePasswordSchema);
      // a new password ends every other session, wherever it was signed in, and their chat sockets
      const response = await toBetterAuth(c, { ...input, revokeOtherSessions: true });
      if (response.ok) c.var.deps.sessionEvents.emit({ reason: "password-changed", userId: user.id });
      return response;
    },
  },
  [on(authApi.sendVerificationEmail)]: {
    access: signedIn,
    handler: async (c) => {
      const user = await requireUser(c);
      await enforceRateLimit(
        c.var.deps.rateLimiter,
        `verify-email:${user.id}`,
        VERIFICATION_MAILS_PER_ACCOUNT,
        ONE_HOUR,
      );
      if (await isEmailVerified(c.var.deps.db, user.id)) throw HttpError.conflict(t("errors.auth.alreadyVerified"));
      // the session's own address, never one from the body
      return toBetterAuth(c, { email: user.email });
    },
  },
  [on(authApi.verifyEmail)]: {
    access: publicAccess,
    handler: async (c) => {
      await limitLinkTries(c, "verify-email");
      const { token } = await parseJsonBody(c, authApi.verifyEmail.body);
      await verifyEmailOnce(c.var.deps, token);
      return c.json({ status: true });
    },
  },
  "GET /list-sessions": { access: signedIn, handler: (c) => toBetterAuth(c) },
  "POST /revoke-session": {
    access: signedIn,
    handler: async (c) => toBetterAuth(c, await parseJsonBody(c, RevokeSessionSchema)),
  },
  "POST /revoke-other-sessions": { access: signedIn, handler: (c) => toBetterAuth(c) },
});
