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
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pendingReply, setPendingReply] = useState("");
  const [waitingForReply, setWaitingForReply] = useState(false);
  const [connection, setConnection] = useState<ConnectionState>("connecting");
  const [error, setError] = useState<ChatError | null>(null);

  useEffect(() => {
    const socket: ChatSocket = io(SOCKET_OPTIONS);
    socketRef.current = socket;
    socket.on("connect", () => {
      setConnection("connected");
      socket.emit("getPreviousMessages");
    });
    socket.on("disconnect", () => setConnection("reconnecting"));
    socket.on("connect_error", () => setConnection("reconnecting"));
    socket.on("previousMessages", (history) => setMessages(history));
    socket.on("botResponseChunk", ({ text }) => setPendingReply((reply) => reply + text));
    socket.on("botResponse", ({ text }) => {
      setMessages((current) => [...current, { sender: "bot", text }]);
      setPendingReply("");
      setWaitingForReply(false);
    });
    socket.on("chatError", (chatError) => {
      setError(chatError);
      setWaitingForReply(false);
    });
    return () => {
      socket.disconnect();
      socketRef.current = null;
    };
  }, []);

  const send = useCallback((text: string) => {
    const question = text.trim();
    const socket = socketRef.current;
    if (!question || !socket?.connected) return false;
    setError(null);
    setMessages((current) => [...current, { sender: "user", text: question }]);
    setWaitingForReply(true);
    socket.emit("userMessage", { text: question });
    return true;
  }, []);

  return { messages, pendingReply, waitingForReply, connection, error, send };
}
