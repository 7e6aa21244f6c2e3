import type { Env } from "../../env.ts";
import type { Database } from "../../lib/db/schema.ts";
import type { Logger } from "../../lib/logger.ts";
import type { Kysely } from "kysely";
import { accountLinkMailer } from "./account-links.ts";

/** The web page a reset link opens (apps/web's paths.resetPassword builds the same one). */
export function passwordResetPath(token: string): string {
  return `/reset-password?token=${encodeURIComponent(token)}`;
}

/** What Better Auth calls when a reset is asked for an address that has an account. */
export function passwordResetMailer(deps: { env: Env; db: Kysely<Database>; logger: Logger }) {
  return accountLinkMailer(deps, {
    kind: "account.password-reset",
    path: passwordResetPath,
    messages: "passwordReset",
  });
}
