import { z } from "./zod.ts";
import { groupDigits, messageRef } from "./i18n/message-ref.ts";

export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** How many earlier messages `previousMessages` brings back. */
export const CHAT_HISTORY_LIMIT = 200;

export const ChatSenderSchema = z.enum(["user", "bot"]);
export type ChatSender = z.infer<typeof ChatSenderSchema>;

export const ChatMessageSchema = z.object({
  sender: ChatSenderSchema,
  text: z.string(),
  /** questions the mentor offers as buttons when it asks back; only on a reply just given, never stored */
  choices: z.array(z.string()).optional(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

// A userId is accepted in payloads only because the prototype's client sent one; the server refuses
// any that is not the session's user.
export const GetPreviousMessagesSchema = z.object({ userId: z.string().optional() }).optional();
export type GetPreviousMessagesInput = z.infer<typeof GetPreviousMessagesSchema>;

export const UserMessageSchema = z.object({
  text: z
    .string({ error: "validation.chat.notText" })
    .max(CHAT_MESSAGE_MAX_LENGTH, messageRef("validation.chat.tooLong", { max: groupDigits(CHAT_MESSAGE_MAX_LENGTH) })),
  userId: z.string().optional(),
});
export type UserMessageInput = z.infer<typeof UserMessageSchema>;

export interface ChatError {
  /** session_ended: the socket is closed next; sign in again to chat */
  code: "too_long" | "rate_limited" | "forbidden" | "bad_request" | "unavailable" | "session_ended";
  message: string;
}

export interface ServerToClientEvents {
  previousMessages: (messages: ChatMessage[]) => void;
  /** part of a reply as it is written; `botResponse` follows with the whole reply */
  botResponseChunk: (chunk: { text: string }) => void;
  botResponse: (reply: { text: string; choices?: string[] }) => void;
  chatError: (error: ChatError) => void;
}

export interface ClientToServerEvents {
  getPreviousMessages: (payload?: GetPreviousMessagesInput) => void;
  userMessage: (payload: UserMessageInput) => void;
}
