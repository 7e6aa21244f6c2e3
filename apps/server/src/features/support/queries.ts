import type { SupportInboxItem, SupportStatus } from "@disha/shared";
import type { Insertable, Kysely } from "kysely";
import type { Database, SupportMessageTable } from "../../lib/db/schema.ts";

export type NewSupportMessage = Insertable<SupportMessageTable>;

export async function insertSupportMessage(db: Kysely<Database>, row: NewSupportMessage): Promise<void> {
  await db.insertInto("supportMessage").values(row).execute();
}

/** The inbox in one state, newest first, each message with its replies (oldest first). */
export async function supportInbox(db: Kysely<Database>, status: SupportStatus): Promise<SupportInboxItem[]> {
  const messages = await inboxColumns(db)
    .where("status", "=", status)
    .orderBy("createdAt", "desc")
    .orderBy("id")
    .limit(200)
    .execute();
  const replies = await repliesOf(
    db,
    messages.map((message) => message.id),
  );
  return messages.map(({ userId, confirmedAt, ...message }) => ({
    ...message,
    replies: replies.filter((reply) => reply.messageId === message.id),
    repliesByMail: userId !== null || confirmedAt !== null,
  }));
}

function inboxColumns(db: Kysely<Database>) {
  return db
    .selectFrom("supportMessage")
    .select([
      "id",
      "name",
      "email",
      "phone",
      "preferredContact",
      "message",
      "createdAt",
      "status",
      "userId",
      "confirmedAt",
    ]);
}

async function repliesOf(db: Kysely<Database>, messageIds: string[]) {
  if (messageIds.length === 0) return [];
  const rows = await db
    .selectFrom("supportReply")
    .leftJoin("user", "user.id", "supportReply.authorId")
    .select([
      "supportReply.id",
      "supportReply.messageId",
      "supportReply.body",
      "supportReply.createdAt",
      "user.name as authorName",
    ])
    .where("supportReply.messageId", "in", messageIds)
    .orderBy("supportReply.createdAt")
    .execute();
  return rows.map((row) => ({ ...row, authorName: row.authorName ?? null }));
}

/**
 * A message with the address a reply may be mailed to: a signed-in sender's account's, or the typed one
 * once it was confirmed from its mailbox; null while neither.
 */
export async function findSupportMessage(db: Kysely<Database>, id: string) {
  const row = await db
    .selectFrom("supportMessage")
    .leftJoin("user", "user.id", "supportMessage.userId")
    .selectAll("supportMessage")
    .select("user.email as accountEmail")
    .where("supportMessage.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { accountEmail, ...message } = row;
  const replyTo = accountEmail ?? (message.confirmedAt !== null ? message.email : null);
  return { ...message, replyTo };
}

export async function findInboxItem(db: Kysely<Database>, id: string): Promise<SupportInboxItem | undefined> {
  const row = await inboxColumns(db).where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const { userId, confirmedAt, ...message } = row;
  return { ...message, replies: await repliesOf(db, [id]), repliesByMail: userId !== null || confirmedAt !== null };
}
