import { CHAT_HISTORY_LIMIT, type ChatMessage } from "@disha/shared";
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

/** A question and its reply, stored in one statement: the history never holds a question without its answer. */
export async function insertChatExchange(
  db: Kysely<Database>,
  userId: string,
  question: { text: string; askedAt: string },
  reply: string,
): Promise<void> {
  await db
    .insertInto("chatMessage")
    .values([
      { userId, sender: "user", text: question.text, createdAt: question.askedAt },
      { userId, sender: "bot", text: reply, createdAt: nowIso() },
    ])
    .execute();
}
