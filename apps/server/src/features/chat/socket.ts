import type { Server as HttpServer } from "node:http";
import { createAdapter } from "@socket.io/redis-adapter";
import {
  type ChatError,
  type ClientToServerEvents,
  GetPreviousMessagesSchema,
  type ServerToClientEvents,
  UserMessageSchema,
} from "@disha/shared";
import { inLocale, requestMessage, t } from "@disha/shared/i18n";
import { Server, type Socket } from "socket.io";
import type { RunningDeps } from "../../deps.ts";
import { hasAnyRole, type SocketAccess, signedIn } from "../../lib/access.ts";
import { nowIso } from "../../lib/db/database.ts";
import { enforceRateLimit } from "../../lib/rate-limit.ts";
import { type Role, rolesOf, sessionRoles } from "../../lib/roles.ts";
import { isSameOrigin } from "../../lib/same-origin.ts";
import { handshakeLocale } from "../../lib/request-locale.ts";
import { socketPipeline } from "../../lib/pipeline.ts";
import { type KnownPlan, refreshPlanForCounsellor } from "../plan/index.ts";
import { findProfileForCounsellor } from "../profile/index.ts";
import { raiseSafetyAlert, speaksOfSelfHarm } from "../safety/index.ts";
import { toEnglish } from "./counsellor/language.ts";
import { inLanguage, t as answerWords } from "./counsellor/words.ts";
import { createChatWriter, listChatHistory } from "./queries.ts";
import { mayStoreChildData } from "../../lib/consent.ts";

// a student may send this many messages in this window; more is a flood, not a conversation
const MESSAGES_PER_WINDOW = 8;
const MESSAGE_WINDOW_MS = 20_000;
const HISTORY_FOR_COUNSELLOR = 10;
// the session is read again when the last check is older than this, on an event or by the sweep
export const SESSION_RECHECK_MS = 5_000;
// every socket is checked by the sweep about this often, a share of them each tick, so that a thousand
// open sockets never cost a thousand session reads at one moment while students wait for replies
const SWEEP_EVERY_MS = 30_000;
const SWEEP_TICK_MS = 1_000;

interface SocketData {
  userId: string;
  fullName: string;
  sessionId: string;
  roles: Role[];
  checkedAt: number;
  /** the language its page was opened in (lib/request-locale.ts): the socket's own messages speak it */
  locale: string;
}
type ChatServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** Who may send each chat event; the route x role matrix test reads it too. */
export const chatEventAccess: Record<keyof ClientToServerEvents, SocketAccess> = {
  getPreviousMessages: signedIn,
  userMessage: signedIn,
};

const userRoom = (userId: string) => `user:${userId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;
// each is written when sent, inside the socket's language (inLocale)
const sessionEnded = (): ChatError => ({ code: "session_ended", message: t("errors.chat.sessionEnded") });
const failed = (): ChatError => ({ code: "unavailable", message: t("errors.chat.failed") });

function sameRoles(a: readonly Role[], b: readonly Role[]): boolean {
  return a.length === b.length && a.every((role, index) => role === b[index]);
}

/** Socket.IO on the API's HTTP server: only signed-in accounts connect, and each hears only their own room. */
export async function attachChat(httpServer: HttpServer, deps: RunningDeps): Promise<ChatServer> {
  const { counsellor, logger } = deps;
  const chatWriter = createChatWriter(deps.db);
  // the student's plan as each socket last read it, read again only when it has changed
  const knownPlans = new WeakMap<ChatSocket, KnownPlan>();
  const io: ChatServer = new Server(httpServer, {
    serveClient: false,
    // a cross-site page must not open a socket with the student's cookie
    allowRequest: (request, callback) => {
      const secFetchSite = request.headers["sec-fetch-site"];
      callback(
        null,
        isSameOrigin(
          { origin: request.headers.origin, secFetchSite: typeof secFetchSite === "string" ? secFetchSite : undefined },
          deps.env.APP_URL,
        ),
      );
    },
  });
  // Socket.IO answers its HTTP requests itself, past the app: the same headers and request log
  socketPipeline(io.engine, deps);

  if (deps.redis) {
    const publisher = deps.redis.duplicate();
    const subscriber = deps.redis.duplicate();
    await Promise.all([publisher.connect(), subscriber.connect()]);
    io.adapter(createAdapter(publisher, subscriber));
    io.engine.on("close", () => void Promise.all([publisher.quit(), subscriber.quit()]));
  }

  /** The account behind this cookie now, or null when its session has ended. */
  async function readSession(cookie: string) {
    const headers = new Headers();
    if (cookie) headers.set("cookie", cookie);
    const session = await deps.auth.api.getSession({ headers });
    if (!session) return null;
    return { session, roles: await rolesOf(deps.db, session.user.id) };
  }

  io.use((socket, next) => {
    const cookie = socket.request.headers.cookie ?? "";
    readSession(cookie)
      .then((found) => {
        if (!found) return next(new Error("unauthenticated"));
        socket.data = {
          userId: found.session.user.id,
          fullName: found.session.user.name,
          sessionId: found.session.session.id,
          roles: found.roles,
          checkedAt: Date.now(),
          locale: handshakeLocale(socket.request.headers),
        };
        next();
      })
      .catch(() => next(new Error("unauthenticated")));
  });

  function endSession(socket: { data: SocketData; emit: ChatSocket["emit"]; disconnect(close: boolean): void }) {
    socket.emit("chatError", inLocale(socket.data.locale, sessionEnded));
    socket.disconnect(true);
  }

  /**
   * True while the socket's session lives and its roles are those it connected with; else closes it.
   * Better Auth verified the cookie at the handshake and the cookie cannot change on an open socket, so
   * this reads only what can: whether the session row still lives, and the account's roles (one
   * prepared query, as a signed-in HTTP request does through lib/session-cache.ts).
   */
  async function sessionHolds(socket: ChatSocket, now = Date.now()): Promise<boolean> {
    if (now - socket.data.checkedAt < SESSION_RECHECK_MS) return true;
    const roles = await sessionRoles(deps.db, socket.data.sessionId, now);
    if (!roles || !sameRoles(roles, socket.data.roles)) {
      endSession(socket);
      return false;
    }
    socket.data.checkedAt = now;
    return true;
  }

  const handlers: Record<keyof ClientToServerEvents, (socket: ChatSocket, payload: unknown) => Promise<void>> = {
    getPreviousMessages: sendHistory,
    userMessage: answer,
  };

  io.on("connection", (socket) => {
    void socket.join([userRoom(socket.data.userId), sessionRoom(socket.data.sessionId)]);
    for (const name of Object.keys(handlers) as (keyof ClientToServerEvents)[]) {
      socket.on(name, (payload?: unknown) => void inLocale(socket.data.locale, () => handle(socket, name, payload)));
    }
  });

  // every failure is caught here, logged without the payload, and answered: none can stop the process
  async function handle(socket: ChatSocket, name: keyof ClientToServerEvents, payload: unknown) {
    try {
      if (!(await sessionHolds(socket))) return;
      const access = chatEventAccess[name];
      if (access.kind === "roles" && !hasAnyRole(socket.data, access.roles)) {
        return refuse(socket, { code: "forbidden", message: t("errors.generic.notAllowed") });
      }
      await handlers[name](socket, payload);
    } catch (error) {
      logger.error({ event: name, err: error instanceof Error ? error.name : "unknown" }, "socket handler failed");
      if (socket.connected) refuse(socket, failed());
    }
  }

  const unsubscribe = deps.sessionEvents.subscribe((ended) => {
    const room = ended.reason === "signed-out" ? sessionRoom(ended.sessionId) : userRoom(ended.userId);
    // each socket of the room, on any node, told in its own language
    io.in(room)
      .fetchSockets()
      .then((sockets) => sockets.forEach(endSession))
      .catch((error: unknown) => {
        logger.error({ err: error instanceof Error ? error.name : "unknown" }, "ending a session's sockets failed");
        io.in(room).disconnectSockets(true);
      });
  });
  // catches what no event reported here: a role changed by `npm run admin`, a session revoked on another node
  let sweeping = false;
  async function sweepDue() {
    const sockets = io.of("/").sockets;
    const budget = Math.ceil((sockets.size * SWEEP_TICK_MS) / SWEEP_EVERY_MS);
    const now = Date.now();
    const due: ChatSocket[] = [];
    for (const socket of sockets.values()) {
      if (due.length >= budget) break;
      if (now - socket.data.checkedAt >= SWEEP_EVERY_MS) due.push(socket);
    }
    // one after another: the reads interleave with students' messages instead of queueing ahead of them
    for (const socket of due) {
      if (!socket.connected) continue;
      try {
        await sessionHolds(socket);
      } catch (error) {
        logger.error({ err: error instanceof Error ? error.name : "unknown" }, "session sweep failed");
      }
    }
  }
  const sweep = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    void sweepDue().finally(() => {
      sweeping = false;
    });
  }, SWEEP_TICK_MS);
  sweep.unref();
  io.engine.on("close", () => {
    clearInterval(sweep);
    unsubscribe();
  });

  async function sendHistory(socket: ChatSocket, payload: unknown) {
    const parsed = GetPreviousMessagesSchema.safeParse(payload ?? undefined);
    if (!parsed.success) return refuse(socket, { code: "bad_request", message: t("errors.chat.notUnderstood") });
    if (parsed.data?.userId !== undefined && parsed.data.userId !== socket.data.userId) {
      return refuse(socket, { code: "forbidden", message: t("errors.chat.ownChatOnly") });
    }
    socket.emit("previousMessages", await listChatHistory(deps.db, socket.data.userId));
  }

  async function answer(socket: ChatSocket, payload: unknown) {
    const parsed = UserMessageSchema.safeParse(payload);
    if (!parsed.success) {
      const tooLong = parsed.error.issues.some((issue) => issue.code === "too_big");
      return refuse(socket, {
        code: tooLong ? "too_long" : "bad_request",
        message: requestMessage(parsed.error.issues[0]?.message ?? "errors.chat.messageNotUnderstood"),
      });
    }
    const { userId } = socket.data;
    if (parsed.data.userId !== undefined && parsed.data.userId !== userId) {
      return refuse(socket, { code: "forbidden", message: t("errors.chat.ownChatWriteOnly") });
    }
    const question = parsed.data.text.trim();
    if (!question) return;
    try {
      await enforceRateLimit(deps.rateLimiter, `chat:${userId}`, MESSAGES_PER_WINDOW, MESSAGE_WINDOW_MS);
    } catch {
      return refuse(socket, {
        code: "rate_limited",
        message: t("errors.chat.tooFast"),
      });
    }

    const askedAt = nowIso();

    const room = io.to(userRoom(userId));
    let reply = "";
    // each chunk goes out when the next one arrives and the last inside botResponse, so a reply written
    // at once (the local counsellor's) is one frame to the student, not two
    let held: string | undefined;
    let choices: string[] = [];
    try {
      for await (const chunk of counsellor.reply({
        question,
        offerChoices: (offered) => (choices = offered),
        student: { fullName: socket.data.fullName },
        // the earlier turns, the profile and the plan are read only for the questions whose answer needs them
        loadHistory: () => listChatHistory(deps.db, userId, HISTORY_FOR_COUNSELLOR),
        loadStudent: async () => {
          const [profile, known] = await Promise.all([
            findProfileForCounsellor(deps.db, userId),
            refreshPlanForCounsellor(deps.db, userId, knownPlans.get(socket)),
          ]);
          knownPlans.set(socket, known);
          return { profile: profile ?? null, quizResult: known.plan.quizResult?.career ?? null, plan: known.plan };
        },
      })) {
        if (held !== undefined) room.emit("botResponseChunk", { text: held });
        held = chunk;
        reply += chunk;
      }
    } catch (error) {
      logger.error({ err: error instanceof Error ? error.name : "unknown" }, "counsellor failed");
    }
    // the question's language is read again only for the lines the socket adds, not on every message
    const language = () => toEnglish(question).language;
    reply = reply.trim() || inLanguage(language(), () => answerWords("mentor.noAnswer")).value;
    // words of self-harm: a person is told, whatever the consent mode, and the student is told so
    if (speaksOfSelfHarm(question) && (await alertModerators(userId, question))) {
      reply += `\n\n${inLanguage(language(), () => answerWords("mentor.care.personTold")).value}`;
    }
    // CONSENT_MODE=parent: a student without a parent's consent is answered, and nothing is kept
    if (await mayStoreChildData(deps, { id: userId, roles: socket.data.roles })) {
      await chatWriter.store({
        userId,
        question: { text: question, askedAt },
        reply: { text: reply, repliedAt: nowIso() },
      });
    }
    room.emit("botResponse", { text: reply, ...(choices.length > 0 ? { choices } : {}) });
  }

  /** True when the alert is kept and the moderators mailed; a failure is logged and the reply still goes. */
  async function alertModerators(userId: string, text: string): Promise<boolean> {
    try {
      await raiseSafetyAlert(deps, { userId, source: "chat", text });
      return true;
    } catch (error) {
      logger.error({ err: error instanceof Error ? error.name : "unknown" }, "raising a safety alert failed");
      return false;
    }
  }

  function refuse(socket: ChatSocket, error: ChatError) {
    socket.emit("chatError", error);
  }

  return io;
}
