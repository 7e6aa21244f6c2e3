import type { Server as HttpServer } from "node:http";
import { createAdapter } from "@socket.io/redis-adapter";
import {
  type ChatError,
  type ClientToServerEvents,
  GetPreviousMessagesSchema,
  type ServerToClientEvents,
  UserMessageSchema,
} from "@disha/shared";
import { Server, type Socket } from "socket.io";
import type { RunningDeps } from "../../deps.ts";
import { enforceRateLimit } from "../../lib/rate-limit.ts";
import type { Counsellor } from "./counsellor/counsellor.ts";
import { findProfileForCounsellor, insertChatMessage, listChatHistory } from "./queries.ts";

// a student may send this many messages in this window; more is a flood, not a conversation
const MESSAGES_PER_WINDOW = 8;
const MESSAGE_WINDOW_MS = 20_000;
const HISTORY_FOR_COUNSELLOR = 10;

interface SocketData {
  userId: string;
  fullName: string;
}
type ChatServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

const roomOf = (userId: string) => `user:${userId}`;

/** Socket.IO on the API's HTTP server: only signed-in students connect, and each hears only their own room. */
export async function attachChat(httpServer: HttpServer, deps: RunningDeps, counsellor: Counsellor): Promise<ChatServer> {
  const io: ChatServer = new Server(httpServer, {
    serveClient: false,
    // a cross-site page must not open a socket with the student's cookie
    allowRequest: (request, callback) => {
      const origin = request.headers.origin;
      callback(null, origin === undefined || origin === deps.env.APP_URL);
    },
  });

  if (deps.redis) {
    const publisher = deps.redis.duplicate();
    const subscriber = deps.redis.duplicate();
    await Promise.all([publisher.connect(), subscriber.connect()]);
    io.adapter(createAdapter(publisher, subscriber));
    io.engine.on("close", () => void Promise.all([publisher.quit(), subscriber.quit()]));
  }

  io.use((socket, next) => {
    const headers = new Headers();
    if (socket.request.headers.cookie) headers.set("cookie", socket.request.headers.cookie);
    deps.auth.api
      .getSession({ headers })
      .then((session) => {
        if (!session) return next(new Error("unauthenticated"));
        socket.data.userId = session.user.id;
        socket.data.fullName = session.user.name;
        next();
      })
      .catch(() => next(new Error("unauthenticated")));
  });

  io.on("connection", (socket) => {
    void socket.join(roomOf(socket.data.userId));
    socket.on("getPreviousMessages", (payload) => void sendHistory(socket, payload));
    socket.on("userMessage", (payload) => void answer(io, socket, payload));
  });

  async function sendHistory(socket: ChatSocket, payload: unknown) {
    const parsed = GetPreviousMessagesSchema.safeParse(payload ?? undefined);
    if (!parsed.success) return refuse(socket, { code: "bad_request", message: "That request was not understood." });
    if (parsed.data?.userId !== undefined && parsed.data.userId !== socket.data.userId) {
      return refuse(socket, { code: "forbidden", message: "You can only read your own chat." });
    }
    socket.emit("previousMessages", await listChatHistory(deps.db, socket.data.userId));
  }

  async function answer(io: ChatServer, socket: ChatSocket, payload: unknown) {
    const parsed = UserMessageSchema.safeParse(payload);
    if (!parsed.success) {
      const tooLong = parsed.error.issues.some((issue) => issue.code === "too_big");
      return refuse(socket, {
        code: tooLong ? "too_long" : "bad_request",
        message: parsed.error.issues[0]?.message ?? "That message was not understood.",
      });
    }
    const { userId } = socket.data;
    if (parsed.data.userId !== undefined && parsed.data.userId !== userId) {
      return refuse(socket, { code: "forbidden", message: "You can only write in your own chat." });
    }
    const question = parsed.data.text.trim();
    if (!question) return;
    try {
      await enforceRateLimit(deps.rateLimiter, `chat:${userId}`, MESSAGES_PER_WINDOW, MESSAGE_WINDOW_MS);
    } catch {
      return refuse(socket, {
        code: "rate_limited",
        message: "You are sending messages very fast. Please wait a few seconds and try again.",
      });
    }

    const [history, profile] = await Promise.all([
      listChatHistory(deps.db, userId, HISTORY_FOR_COUNSELLOR),
      findProfileForCounsellor(deps.db, userId),
    ]);
    await insertChatMessage(deps.db, userId, "user", question);

    const room = io.to(roomOf(userId));
    let reply = "";
    try {
      for await (const chunk of counsellor.reply({ question, history, student: { fullName: socket.data.fullName, profile: profile ?? null } })) {
        reply += chunk;
        room.emit("botResponseChunk", { text: chunk });
      }
    } catch (error) {
      deps.logger.error({ err: error instanceof Error ? error.message : String(error) }, "counsellor failed");
    }
    reply = reply.trim() || "Sorry, I could not think of an answer just now. Please ask again in a moment.";
    await insertChatMessage(deps.db, userId, "bot", reply);
    room.emit("botResponse", { text: reply });
  }

  function refuse(socket: ChatSocket, error: ChatError) {
    socket.emit("chatError", error);
  }

  return io;
}
