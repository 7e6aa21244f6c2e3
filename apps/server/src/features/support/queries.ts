import type { SupportInboxItem, SupportStatus } from "@disha/shared";
import type { Insertable, Kysely } from "kysely";
import type { Database, SupportMessageTable } from "../../lib/db/schema.ts";

export type NewSupportMessage = Insertable<SupportMessageTable>;

export async function insertSupportMessage(db: Kysely<Database>, row: NewSupportMessage): Promise<void> {
  await db.insertInto("supportMessage").values(row).execute();
}

/** The inbox in one state, newest first, each message with its replies (oldest first). */
export async function supportInbox(db: Kysely<Database>, status: SupportStatus): Promise<SupportInboxItem[]> {
  const messages = await db
    .selectFrom("supportMessage")
    .select(["id", "name", "email", "phone", "preferredContact", "message", "createdAt", "status"])
    .where("status", "=", status)
    .orderBy("createdAt", "desc")
    .orderBy("id")
    .limit(200)
    .execute();
  const replies = await repliesOf(
    db,
    messages.map((message) => message.id),
  );
  return messages.map((message) => ({
    ...message,
    replies: replies.filter((reply) => reply.messageId === message.id),
  }));
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

export async function findSupportMessage(db: Kysely<Database>, id: string) {
  return db.selectFrom("supportMessage").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findInboxItem(db: Kysely<Database>, id: string): Promise<SupportInboxItem | undefined> {
  const message = await db
    .selectFrom("supportMessage")
    .select(["id", "name", "email", "phone", "preferredContact", "message", "createdAt", "status"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!message) return undefined;
  return { ...message, replies: await repliesOf(db, [id]) };
}
