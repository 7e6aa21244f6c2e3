import type { SessionUser } from "@disha/shared";
import { useSyncExternalStore } from "react";
import { sessionApi } from "@disha/shared/api";
import { type SessionResponse, sessionRequests } from "./auth-api.ts";

export interface SessionState {
  user: SessionUser | null;
  /** true until we know whether someone is signed in */
  isPending: boolean;
}

// A tiny store rather than a query cache: every page's header needs it, and the landing page should
// not download a data-fetching library for one request.
let state: SessionState = { user: null, isPending: true };
let request: Promise<void> | null = null;
const listeners = new Set<() => void>();

function setState(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Fetches the session once per page load (again after `refreshSession`). */
function ensureLoaded() {
  request ??= sessionRequests.current().then(
    (session) => setState({ user: session?.user ?? null, isPending: false }),
    () => setState({ user: null, isPending: false }),
  );
}

/**
 * A page opened with a session cookie names the session request in its head (the server's
 * lib/web-app.ts), so its answer is on the way beside the code. main.tsx waits for it, as for the
 * words, before the first render: a signed-in page then draws the student's page at once instead of
 * "Loading" and then everything again in one long, blocking render (useSyncExternalStore's updates
 * are never time-sliced). Null on a page without it: nobody is signed in there to wait for.
 */
export function sessionNamedByPage(): Promise<void> | null {
  if (!document.querySelector(`link[rel="preload"][href="${sessionApi.current.path}"]`)) return null;
  ensureLoaded();
  return request;
}

export function setSession(session: SessionResponse | null) {
  request = Promise.resolve();
  setState({ user: session?.user ?? null, isPending: false });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  ensureLoaded();
  return () => listeners.delete(listener);
}

/** The signed-in user, from the session cookie: the web app's one source for "who is this". */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, () => state);
}

/** Reads the session again (its address just verified, say); every page using it updates. */
export function refreshSession() {
  request = null;
  ensureLoaded();
}
