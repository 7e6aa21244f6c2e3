import { createHmac, timingSafeEqual } from "node:crypto";
import { t } from "@disha/shared/i18n";
import type { Kysely } from "kysely";
import type { Env } from "../../env.ts";
import type { Auth } from "../../lib/auth.ts";
import type { Database } from "../../lib/db/schema.ts";
import { HttpError } from "../../lib/errors.ts";
import type { Logger } from "../../lib/logger.ts";
import { accountLinkMailer } from "./account-links.ts";

/** The web page a verification link opens (apps/web's paths.verifyEmail builds the same one). */
export function verifyEmailPath(token: string): string {
  return `/verify-email/${encodeURIComponent(token)}`;
}

/** What Better Auth calls when a signed-in account asks for a link to verify its address. */
export function emailVerificationMailer(deps: { env: Env; db: Kysely<Database>; logger: Logger }) {
  return accountLinkMailer(deps, { kind: "account.verify-email", path: verifyEmailPath, messages: "verifyEmail" });
}

const usedOrExpired = () => HttpError.badRequest(t("errors.auth.verifyLinkUsed"));

/** The account a verification token names, when Better Auth signed it and it has not expired. */
function signedSubject(token: string, secret: string, now: number): { userId: string } | undefined {
  const [header, payload, signature] = token.split(".");
  if (!header || !payload || !signature) return undefined;
  const expected = createHmac("sha256", secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
      userId?: unknown;
      exp?: unknown;
    };
    if (typeof claims.userId !== "string" || typeof claims.exp !== "number" || claims.exp * 1000 <= now)
      return undefined;
    return { userId: claims.userId };
  } catch {
    return undefined;
  }
}

/**
 * Verifies an address through Better Auth's own endpoint, once: Better Auth's token is a signed,
 * expiring JWT that would verify again and again, so a token whose account is already verified is
 * refused here as used (as is a forged, expired or foreign one), before Better Auth sees it.
 */
export async function verifyEmailOnce(deps: { auth: Auth; db: Kysely<Database> }, token: string, now = Date.now()) {
  const subject = signedSubject(token, (await deps.auth.$context).secret, now);
  if (!subject) throw usedOrExpired();
  const user = await deps.db
    .selectFrom("user")
    .select("emailVerified")
    .where("id", "=", subject.userId)
    .executeTakeFirst();
  if (!user || Boolean(user.emailVerified)) throw usedOrExpired();
  try {
    await deps.auth.api.verifyEmail({ query: { token } });
  } catch {
    throw usedOrExpired();
  }
}

/** Whether the account's address has been verified (read fresh: consenting and claiming depend on it). */
export async function isEmailVerified(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db.selectFrom("user").select("emailVerified").where("id", "=", userId).executeTakeFirst();
  return Boolean(row?.emailVerified);
}
