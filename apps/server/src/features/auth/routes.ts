import { SignInSchema, SignUpSchema } from "@disha/shared";
import { Hono } from "hono";
import { clientIp } from "../../lib/client-ip.ts";
import type { AppEnv } from "../../lib/context.ts";
import { errorBody } from "../../lib/errors.ts";
import { enforceRateLimit } from "../../lib/rate-limit.ts";
import { parseWith, readJsonBody } from "../../lib/validation.ts";

const FIFTEEN_MINUTES = 15 * 60 * 1000;
// a school's students often share one address, so the per-IP limit is generous
const SIGN_IN_LIMIT_PER_IP = 100;
const SIGN_IN_LIMIT_PER_EMAIL = 10;

// Better Auth's own codes, said the way our forms say things
const friendlyAuthErrors: Record<string, { status: number; message: string; field?: string }> = {
  INVALID_EMAIL_OR_PASSWORD: { status: 401, message: "Wrong email or password." },
  USER_ALREADY_EXISTS: {
    status: 409,
    message: "An account with this email already exists. Sign in instead.",
    field: "email",
  },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: {
    status: 409,
    message: "An account with this email already exists. Sign in instead.",
    field: "email",
  },
  PASSWORD_TOO_SHORT: { status: 400, message: "Password must be at least 8 characters", field: "password" },
};

/** Rewrites Better Auth's error bodies into the shared error shape. */
async function toSharedErrorShape(response: Response): Promise<Response> {
  if (response.ok || !response.headers.get("content-type")?.includes("application/json")) return response;
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  const known = body.code ? friendlyAuthErrors[body.code] : undefined;
  const code = (body.code ?? "auth_error").toLowerCase();
  const message = known?.message ?? body.message ?? "Something went wrong. Please try again.";
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  const fields = known?.field ? { [known.field]: message } : undefined;
  return new Response(JSON.stringify(errorBody(code, message, fields)), {
    status: known?.status ?? response.status,
    headers,
  });
}

export const authRoutes = new Hono<AppEnv>()
  // which external sign-in the sign-in page should offer (none unless OIDC_* is configured)
  .get("/providers", (c) => {
    const { env } = c.var.deps;
    const oidc = env.OIDC_DISCOVERY_URL && env.OIDC_CLIENT_ID;
    return c.json({ providers: oidc ? [{ id: env.OIDC_PROVIDER_ID, name: env.OIDC_PROVIDER_NAME }] : [] });
  })
  .post("/sign-up/email", async (c, next) => {
    parseWith(SignUpSchema, await readJsonBody(c));
    await next();
  })
  .post("/sign-in/email", async (c, next) => {
    const { email } = parseWith(SignInSchema, await readJsonBody(c));
    const { rateLimiter } = c.var.deps;
    await enforceRateLimit(rateLimiter, `sign-in:ip:${clientIp(c)}`, SIGN_IN_LIMIT_PER_IP, FIFTEEN_MINUTES);
    await enforceRateLimit(rateLimiter, `sign-in:email:${email.toLowerCase()}`, SIGN_IN_LIMIT_PER_EMAIL, FIFTEEN_MINUTES);
    await next();
  })
  .on(["GET", "POST"], "/*", async (c) => toSharedErrorShape(await c.var.deps.auth.handler(c.req.raw)));
