import { randomUUID } from "node:crypto";
import type { SupportInboxItem, SupportReplyInput, SupportStatus } from "@disha/shared";
import { t } from "@disha/shared/i18n";
import type { AppDeps } from "../../lib/context.ts";
import { nowIso } from "../../lib/db/database.ts";
import { HttpError } from "../../lib/errors.ts";
import { findInboxItem, findSupportMessage } from "./queries.ts";
import { hashToken } from "../../lib/mailbox-token.ts";
import { sendMail } from "../mail/index.ts";
import { mailSupportReply } from "./reply-mail.ts";

export const unknownSupportMessage = () => HttpError.notFound(t("admin.errors.unknownSupportMessage"));

/** An admin answers a message: the answer is stored, mailed to the sender, and the message is answered. */
export async function replyToSupportMessage(
  deps: AppDeps,
  messageId: string,
  authorId: string,
  input: SupportReplyInput,
): Promise<SupportInboxItem> {
  const { db } = deps;
  const message = await findSupportMessage(db, messageId);
  if (!message) throw unknownSupportMessage();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("supportReply")
      .values({ id: randomUUID(), messageId, authorId, body: input.body, createdAt: nowIso() })
      .execute();
    await trx.updateTable("supportMessage").set({ status: "answered" }).where("id", "=", messageId).execute();
  });
  // a signed-out sender's answer waits in the inbox until the address is confirmed, then goes by mail
  if (message.replyTo) {
    await mailSupportReply(deps, {
      to: message.replyTo,
      userId: message.userId,
      name: message.name,
      question: message.message,
      answer: input.body,
    });
  }
  return (await findInboxItem(db, messageId))!;
}

/** The path of the page that confirms a sender's address; the web app's paths.ts names the same one. */
export function supportConfirmationPath(token: string): string {
  return `/support/confirm/${encodeURIComponent(token)}`;
}

/**
 * Asks a signed-out sender to confirm the address they gave; the mail carries nothing they typed. A failed
 * send is logged (no address) and never fails the message, which is stored already.
 */
export async function askToConfirmSupportAddress(deps: AppDeps, to: string, token: string): Promise<void> {
  const url = `${deps.env.APP_URL}${supportConfirmationPath(token)}`;
  await sendMail(deps, {
    kind: "support.confirm",
    to: { address: to, userId: null },
    subject: t("mail.support.confirm.subject"),
    text: [
      t("mail.unnamedGreeting"),
      t("mail.support.confirm.body"),
      t("mail.support.confirm.link", { url }),
      t("mail.support.confirm.notYou"),
      t("admin.supportMail.signOff"),
    ].join("\n\n"),
  }).catch((error: unknown) => {
    deps.logger.error({ err: error instanceof Error ? error.name : "Error" }, "support confirmation not sent");
  });
}

/** Confirms a sender's address from the mailed link (once), and mails the answers already written. */
export async function confirmSupportAddress(deps: AppDeps, token: string): Promise<void> {
  const { db } = deps;
  const found = await db
    .selectFrom("supportMessage")
    .select("id")
    .where("confirmTokenHash", "=", hashToken(token))
    .executeTakeFirst();
  if (!found) throw HttpError.notFound(t("errors.support.unknownConfirmation"));
  await db
    .updateTable("supportMessage")
    .set({ confirmedAt: nowIso(), confirmTokenHash: null })
    .where("id", "=", found.id)
    .execute();
  const message = (await findSupportMessage(db, found.id))!;
  const replies = await db
    .selectFrom("supportReply")
    .select("body")
    .where("messageId", "=", found.id)
    .orderBy("createdAt")
    .execute();
  for (const reply of replies) {
    await mailSupportReply(deps, {
      to: message.replyTo ?? message.email,
      userId: message.userId,
      name: message.name,
      question: message.message,
      answer: reply.body,
    });
  }
}

/** Moves a message between open, answered and closed (reopening one, or closing it without a reply). */
export async function setSupportStatus(
  deps: AppDeps,
  messageId: string,
  status: SupportStatus,
): Promise<SupportInboxItem> {
  const result = await deps.db
    .updateTable("supportMessage")
    .set({ status })
    .where("id", "=", messageId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw unknownSupportMessage();
  return (await findInboxItem(deps.db, messageId))!;
}
