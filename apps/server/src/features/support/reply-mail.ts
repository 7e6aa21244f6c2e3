import { t } from "@disha/shared/i18n";
import type { AppDeps } from "../../lib/context.ts";
import { sendMail } from "../mail/index.ts";

export interface SupportReplyMail {
  to: string;
  userId: string | null;
  name: string;
  /** what the sender wrote, quoted under the answer */
  question: string;
  answer: string;
}

/** Sends an admin's answer to whoever wrote in: by SMTP when configured, otherwise into the outbox. */
export async function mailSupportReply(deps: AppDeps, mail: SupportReplyMail): Promise<void> {
  const quoted = mail.question
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  await sendMail(deps, {
    kind: "support.reply",
    to: { address: mail.to, userId: mail.userId },
    subject: t("admin.supportMail.subject"),
    text: [
      t("admin.supportMail.greeting", { name: mail.name }),
      mail.answer,
      t("admin.supportMail.youWrote"),
      quoted,
      t("admin.supportMail.signOff"),
    ].join("\n\n"),
  });
}
