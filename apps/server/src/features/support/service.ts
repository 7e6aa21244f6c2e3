import { randomUUID } from "node:crypto";
import type { SupportInboxItem, SupportReplyInput, SupportStatus } from "@disha/shared";
import { t } from "@disha/shared/i18n";
import type { AppDeps } from "../../lib/context.ts";
import { nowIso } from "../../lib/db/database.ts";
import { HttpError } from "../../lib/errors.ts";
import { findInboxItem, findSupportMessage } from "./queries.ts";
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
  await mailSupportReply(deps, {
    to: message.email,
    userId: message.userId,
    name: message.name,
    question: message.message,
    answer: input.body,
  });
  return (await findInboxItem(db, messageId))!;
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
