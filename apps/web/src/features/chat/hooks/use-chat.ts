import type { ChatError, ChatMessage, ClientToServerEvents, ServerToClientEvents } from "@disha/shared";
import { useCallback, useEffect, useRef, useState } from "react";
import { io, type ManagerOptions, type Socket, type SocketOptions } from "socket.io-client";

type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export type ConnectionState = "connecting" | "connected" | "reconnecting";

// the spec's socket client defaults: reconnect after 1 s growing to 5 s, give up a try after 20 s
export const SOCKET_OPTIONS: Partial<ManagerOptions & SocketOptions> = {
  transports: ["websocket", "polling"],
  withCredentials: true,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  timeout: 20_000,
};

export interface ChatState {
  messages: ChatMessage[];
  /** the reply being written, shown as it streams in */
  pendingReply: string;
  waitingForReply: boolean;
  connection: ConnectionState;
  error: ChatError | null;
  send(text: string): boolean;
}

/** One socket per chat screen: loads the history on connect, sends questions, collects replies. */
export function useChat(): ChatState {
  const socketRef = useRef<ChatSocket | null>(null);
  const historyLoadedRef = useRef(false);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pendingReply, setPendingReply] = useState("");
  const [waitingForReply, setWaitingForReply] = useState(false);
  const [connection, setConnection] = useState<ConnectionState>("connecting");
  const [error, setError] = useState<ChatError | null>(null);

  useEffect(() => {
    const socket: ChatSocket = io(SOCKET_OPTIONS);
    socketRef.current = socket;
    // the screen counts as connected once the history is in: a question sent before it arrived
    // would be wiped from the screen when the history replaced the list
    socket.on("connect", () => socket.emit("getPreviousMessages"));
    const lose = () => {
      historyLoadedRef.current = false;
      setConnection("reconnecting");
    };
    socket.on("disconnect", lose);
    socket.on("connect_error", lose);
    socket.on("previousMessages", (history) => {
      historyLoadedRef.current = true;
      setMessages(history);
      setConnection("connected");
    });
    socket.on("botResponseChunk", ({ text }) => setPendingReply((reply) => reply + text));
    socket.on("botResponse", ({ text, choices }) => {
      setMessages((current) => [...current, { sender: "bot", text, ...(choices ? { choices } : {}) }]);
      setPendingReply("");
      setWaitingForReply(false);
    });
    socket.on("chatError", (chatError) => {
      setError(chatError);
      setWaitingForReply(false);
      // a history that could not be read leaves the screen empty but usable, with the error shown
      if (!historyLoadedRef.current && socket.connected) {
        historyLoadedRef.current = true;
        setConnection("connected");
      }
    });
    return () => {
      socket.disconnect();
      socketRef.current = null;
    };
  }, []);

  const send = useCallback((text: string) => {
    const question = text.trim();
    const socket = socketRef.current;
    if (!question || !socket?.connected || !historyLoadedRef.current) return false;
    setError(null);
    setMessages((current) => [...current, { sender: "user", text: question }]);
    setWaitingForReply(true);
    socket.emit("userMessage", { text: question });
    return true;
  }, []);

  return { messages, pendingReply, waitingForReply, connection, error, send };
}
