import { QUEUED_CHANGES_KEY, offlineCaches } from "./offline-caches.ts";

const forgetters = new Set<() => void>();

/** Something else in the page that holds the student's answers (React Query's cache) empties itself with the rest. */
export function onForgetPersonalData(forget: () => void) {
  forgetters.add(forget);
}

/** The student's own answers the service worker kept for offline reading. */
export async function forgetCachedPersonalAnswers() {
  // the Cache API exists only on https and localhost
  if ("caches" in window) await window.caches.delete(offlineCaches.personal).catch(() => false);
}

/**
 * Leaves nothing of the signed-in student in this browser: the answers kept for offline reading, the
 * changes still waiting to be sent, and every answer in the page's memory. The app's files, the
 * public knowledge answers and the pages' HTML stay: they are the same for everybody.
 */
export async function forgetPersonalData() {
  try {
    window.localStorage.removeItem(QUEUED_CHANGES_KEY);
  } catch {
    // storage refused (a private window): nothing was queued there
  }
  for (const forget of forgetters) forget();
  await forgetCachedPersonalAnswers();
}
