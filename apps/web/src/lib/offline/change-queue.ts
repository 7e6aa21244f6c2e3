import { type AnyEndpoint, type ResponseOf, sessionApi } from "@disha/shared/api";
import { useSyncExternalStore } from "react";
import { ApiRequestError, type RequestArgs, fetchApi, sendRequest, urlOf } from "../api-client.ts";
import { QUEUED_CHANGES_KEY } from "./offline-caches.ts";

/**
 * A change made without a connection: the state one PUT or DELETE sets at one address (a step's mark,
 * a career on the shortlist). Sending it twice leaves what sending it once does (the plan's writes set a
 * state, they add nothing: plan.test.ts shows it), the queue keeps one change per address (the latest),
 * and a change leaves the queue once the server has answered it, so each reaches the server once.
 */
export interface QueuedChange {
  /** this change's own key: after sending, it is removed only if a later change has not replaced it */
  id: string;
  /** whose change it is: sent only while they are signed in */
  userId: string;
  method: "PUT" | "DELETE";
  url: string;
  body?: unknown;
}

/** What `sendOrQueue` answers when the change waits for the connection. */
export const QUEUED = "queued";

const LOCK_NAME = "disha.offline.changes";
const listeners = new Set<() => void>();
const sentListeners = new Set<() => void>();
let snapshot: { raw: string | null; changes: QueuedChange[] } = { raw: null, changes: [] };

function readQueue(): QueuedChange[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(QUEUED_CHANGES_KEY);
  } catch {
    // storage refused: nothing queued
  }
  if (raw !== snapshot.raw) {
    let parsed: unknown = [];
    try {
      parsed = JSON.parse(raw ?? "[]");
    } catch {
      // a damaged queue is dropped, never half-sent
    }
    snapshot = { raw, changes: Array.isArray(parsed) ? (parsed as QueuedChange[]) : [] };
  }
  return snapshot.changes;
}

function writeQueue(changes: QueuedChange[]) {
  try {
    if (changes.length === 0) window.localStorage.removeItem(QUEUED_CHANGES_KEY);
    else window.localStorage.setItem(QUEUED_CHANGES_KEY, JSON.stringify(changes));
  } catch {
    // storage refused (a private window): the change is lost with the page, as before this queue
  }
  for (const listener of listeners) listener();
}

const newId = () =>
  typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * Sends a change to the student's plan, or keeps it for later when there is no connection; answers
 * with the server's answer, or `QUEUED`. A refusal (4xx) or a server fault throws as `fetchApi` does.
 */
export async function sendOrQueue<E extends AnyEndpoint & { method: "PUT" | "DELETE" }>(
  userId: string,
  endpoint: E,
  ...args: RequestArgs<E>
): Promise<ResponseOf<E> | typeof QUEUED> {
  const url = urlOf(endpoint, ...args);
  if (navigator.onLine) {
    try {
      const answer = await fetchApi(endpoint, ...args);
      // a change still waiting for this address is older than this one: sent later, it would undo it
      writeQueue(readQueue().filter((change) => change.url !== url));
      return answer;
    } catch (error) {
      if (!(error instanceof ApiRequestError && error.code === "network_error")) throw error;
    }
  }
  const body = (args[0] as { body?: unknown } | undefined)?.body;
  const change: QueuedChange = { id: newId(), userId, method: endpoint.method, url, body };
  writeQueue([...readQueue().filter((waiting) => waiting.url !== url), change]);
  return QUEUED;
}

/** Sends one change; false when it must wait longer (no connection, signed out, a limit, a server fault). */
async function send(change: QueuedChange): Promise<boolean> {
  let response: Response;
  try {
    response = await sendRequest(change.method, change.url, change.body);
  } catch {
    return false;
  }
  // any other answer is final: saved, or refused for good (a step or career that is no longer there)
  return !(response.status === 401 || response.status === 429 || response.status >= 500);
}

/**
 * Sends the signed-in student's waiting changes, oldest first, and stops at the first that must wait.
 * One sending at a time in this tab, and in the browser (a Web Lock): two tabs coming back online
 * together never send a change twice.
 */
export function sendQueuedChanges(): Promise<void> {
  const locked = async () => {
    if ("locks" in navigator) await navigator.locks.request(LOCK_NAME, sendWaiting);
    else await sendWaiting();
  };
  const started = (sending ??= locked().finally(() => {
    sending = null;
  }));
  return started;
}

let sending: Promise<void> | null = null;

async function sendWaiting() {
  if (readQueue().length === 0) return;
  let session: ResponseOf<typeof sessionApi.current>;
  try {
    session = await fetchApi(sessionApi.current);
  } catch {
    return;
  }
  const userId = session?.user.id;
  if (userId === undefined) return;
  // someone else signed in here since (their session ended without signing out): not theirs to send
  writeQueue(readQueue().filter((change) => change.userId === userId));
  let sent = 0;
  for (const change of readQueue()) {
    if (!(await send(change))) break;
    writeQueue(readQueue().filter((waiting) => waiting.id !== change.id));
    sent += 1;
  }
  if (sent > 0) for (const listener of sentListeners) listener();
}

/** Called after waiting changes reached the server: pages then read again what they show. */
export function onQueuedChangesSent(listener: () => void) {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // another tab's queue: `storage` fires in every tab but the one that wrote
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** The changes waiting for the connection, for a page to show them as made. */
export function useQueuedChanges(): readonly QueuedChange[] {
  return useSyncExternalStore(subscribe, readQueue, () => []);
}
