import { useSyncExternalStore } from "react";
import { QUEUED_CHANGES_KEY } from "./offline-caches.ts";

function subscribe(listener: () => void) {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

/** Whether the browser believes it has a connection (it can be wrong one way only: "online" may not reach us). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

function hasQueuedChanges(): boolean {
  try {
    return window.localStorage.getItem(QUEUED_CHANGES_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Sends the changes made without a connection when it comes back, and when a page opens online with
 * some still waiting. The sending code loads only then: most visits never need it.
 */
export function sendQueuedChangesWhenOnline() {
  const send = () => {
    if (navigator.onLine && hasQueuedChanges())
      void import("./change-queue.ts").then((queue) => queue.sendQueuedChanges());
  };
  window.addEventListener("online", send);
  send();
}
