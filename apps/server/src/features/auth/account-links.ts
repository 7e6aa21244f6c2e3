import { t } from "@disha/shared/i18n";
import type { MailKind } from "@disha/shared";
import type { Kysely } from "kysely";
import type { Env } from "../../env.ts";
import type { SendAccountLink } from "../../lib/auth.ts";
import type { Database } from "../../lib/db/schema.ts";
import type { Logger } from "../../lib/logger.ts";
import { sendMail } from "../mail/index.ts";

interface AccountLinkMail {
  kind: MailKind;
  /** the web page the link opens, with the token */
  path: (token: string) => string;
  /** the mail.json section with subject, body, link and notYou */
  messages: "passwordReset" | "verifyEmail";
}

/**
 * What Better Auth calls to mail an account a link with a token: into the outbox (or over SMTP). A
 * failure to send is logged and swallowed, so the answer to the request tells nothing of it.
 */
export function accountLinkMailer(
  { env, db, logger }: { env: Env; db: Kysely<Database>; logger: Logger },
  { kind, path, messages }: AccountLinkMail,
): SendAccountLink {
  return async ({ user, token }) => {
    const url = `${env.APP_URL}${path(token)}`;
    await sendMail(
      { env, db },
      {
        kind,
        to: { address: user.email, userId: user.id },
        subject: t(`mail.${messages}.subject`),
        text: [
          t("mail.greeting", { name: user.name }),
          t(`mail.${messages}.body`),
          t(`mail.${messages}.link`, { url }),
          t(`mail.${messages}.notYou`),
          t("mail.signOff"),
        ].join("\n\n"),
      },
    ).catch((error: unknown) => {
      logger.error({ err: error instanceof Error ? error.name : "Error", kind }, "account link mail not sent");
    });
  };
}
