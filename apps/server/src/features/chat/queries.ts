import { CHAT_HISTORY_LIMIT, type ChatMessage, type ChatSender } from "@disha/shared";
import type { Kysely } from "kysely";
import { nowIso } from "../../lib/db/database.ts";
import type { Database } from "../../lib/db/schema.ts";

/** The user's own messages, oldest first (the newest CHAT_HISTORY_LIMIT of them). */
export async function listChatHistory(
  db: Kysely<Database>,
  userId: string,
  limit = CHAT_HISTORY_LIMIT,
): Promise<ChatMessage[]> {
  const newestFirst = await db
    .selectFrom("chatMessage")
    .select(["sender", "text"])
    .where("userId", "=", userId)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return newestFirst.reverse();
}

export async function insertChatMessage(
  db: Kysely<Database>,
  userId: string,
  sender: ChatSender,
  text: string,
): Promise<void> {
  await db.insertInto("chatMessage").values({ userId, sender, text, createdAt: nowIso() }).execute();
}
