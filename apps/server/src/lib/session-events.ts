import { EventEmitter } from "node:events";

/** What ended a session or changed what it may do, so open sockets can be closed at once. */
export type SessionEnd =
  | { reason: "signed-out"; sessionId: string }
  | { reason: "account-deleted"; userId: string }
  | { reason: "account-disabled"; userId: string }
  | { reason: "roles-changed"; userId: string }
  | { reason: "password-changed"; userId: string };

export interface SessionEvents {
  emit(event: SessionEnd): void;
  subscribe(listener: (event: SessionEnd) => void): () => void;
}

export function createSessionEvents(): SessionEvents {
  const emitter = new EventEmitter();
  return {
    emit: (event) => emitter.emit("end", event),
    subscribe(listener) {
      emitter.on("end", listener);
      return () => emitter.off("end", listener);
    },
  };
}
