import { CHAT_HISTORY_LIMIT, type ChatMessage } from "@disha/shared";
import type { Kysely } from "kysely";
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

/** A student's question and the mentor's reply to it, stored together. */
export interface ChatExchange {
  userId: string;
  question: { text: string; askedAt: string };
  reply: { text: string; repliedAt: string };
}

function exchangeRows(exchanges: readonly ChatExchange[]) {
  return exchanges.flatMap(({ userId, question, reply }) => [
    { userId, sender: "user" as const, text: question.text, createdAt: question.askedAt },
    { userId, sender: "bot" as const, text: reply.text, createdAt: reply.repliedAt },
  ]);
}

/** Exchanges in one statement: the history never holds a question without its answer. */
export async function insertChatExchanges(db: Kysely<Database>, exchanges: readonly ChatExchange[]): Promise<void> {
  await db.insertInto("chatMessage").values(exchangeRows(exchanges)).execute();
}

// well under the bound parameters one statement may carry (SQLite's 32,766; 8 per exchange)
const EXCHANGES_PER_STATEMENT = 200;

export interface ChatWriter {
  /** Settles once this exchange is stored, or rejects when it could not be. */
  store(exchange: ChatExchange): Promise<void>;
}

/**
 * Stores exchanges in batches: those finished in one turn of the event loop go in one statement, so
 * fifty students asking at once cost a few writes (and commits) instead of fifty. When a batch fails,
 * each of its exchanges is tried alone, so one bad row (an account deleted meanwhile) fails only its own.
 */
export function createChatWriter(db: Kysely<Database>): ChatWriter {
  interface Queued {
    exchange: ChatExchange;
    stored: () => void;
    failed: (error: Error) => void;
  }
  let queued: Queued[] = [];

  async function write(batch: readonly Queued[]) {
    try {
      await insertChatExchanges(
        db,
        batch.map((item) => item.exchange),
      );
      for (const item of batch) item.stored();
    } catch (error) {
      if (batch.length > 1) await Promise.all(batch.map((item) => write([item])));
      else batch[0]?.failed(error instanceof Error ? error : new Error("chat exchange not stored"));
    }
  }

  function flush() {
    const batch = queued;
    queued = [];
    for (let start = 0; start < batch.length; start += EXCHANGES_PER_STATEMENT) {
      void write(batch.slice(start, start + EXCHANGES_PER_STATEMENT));
    }
  }

  return {
    store(exchange) {
      return new Promise((stored, failed) => {
        if (queued.length === 0) setImmediate(flush);
        queued.push({ exchange, stored, failed });
      });
    },
  };
}

/** Whether the student has asked the AI mentor anything: the dashboard's first steps. */
export async function hasAskedTheMentor(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("chatMessage")
    .select("id")
    .where("userId", "=", userId)
    .where("sender", "=", "user")
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
