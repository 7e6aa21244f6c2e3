import { t } from "@disha/shared/i18n";
import type { Env } from "../../env.ts";
import type { Database } from "../../lib/db/schema.ts";
import type { Logger } from "../../lib/logger.ts";
import type { Kysely } from "kysely";
import { sendMail } from "../mail/index.ts";

/** The web page a reset link opens (apps/web's paths.resetPassword builds the same one). */
export function passwordResetPath(token: string): string {
  return `/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * What Better Auth calls when a reset is asked for an address that has an account: the link goes into the
 * outbox (or over SMTP). A failure to send is logged and swallowed, so the answer stays the same as for
 * an address without an account.
 */
export function passwordResetMailer({ env, db, logger }: { env: Env; db: Kysely<Database>; logger: Logger }) {
  return async ({ user, token }: { user: { id: string; email: string; name: string }; token: string }) => {
    const url = `${env.APP_URL}${passwordResetPath(token)}`;
    await sendMail(
      { env, db },
      {
        kind: "account.password-reset",
        to: { address: user.email, userId: user.id },
        subject: t("mail.passwordReset.subject"),
        text: [
          t("mail.greeting", { name: user.name }),
          t("mail.passwordReset.body"),
          t("mail.passwordReset.link", { url }),
          t("mail.passwordReset.notYou"),
          t("mail.signOff"),
        ].join("\n\n"),
      },
    ).catch((error: unknown) => {
      logger.error({ err: error instanceof Error ? error.name : "Error" }, "password reset mail not sent");
    });
  };
}
