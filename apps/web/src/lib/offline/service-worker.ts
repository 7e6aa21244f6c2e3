import { useSyncExternalStore } from "react";

// The worker is vite-plugin-pwa's (pwa.config.ts). It is registered here by hand rather than with
// workbox-window: these few lines are all the landing page needs, and they load no other chunk.
const WORKER_URL = "/sw.js";

let waitingWorker: ServiceWorker | null = null;
const listeners = new Set<() => void>();

function setWaiting(worker: ServiceWorker) {
  waitingWorker = worker;
  for (const listener of listeners) listener();
}

/**
 * Announces `worker` once it has installed, when an older one controls the page: the very first worker
 * takes the page at once and is no update.
 */
function announceOnceInstalled(worker: ServiceWorker | null) {
  worker?.addEventListener("statechange", () => {
    if (worker.state === "installed" && navigator.serviceWorker.controller) setWaiting(worker);
  });
}

/** Watches a registration for a new version that has installed and waits for the student's "Reload". */
export function watchForUpdates(registration: ServiceWorkerRegistration) {
  // a version that was already waiting when this page opened
  if (registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting);
  // one the browser found while this page loaded, before the page had the registration to listen on
  announceOnceInstalled(registration.installing);
  registration.addEventListener("updatefound", () => announceOnceInstalled(registration.installing));
}

/**
 * Registers the service worker once the page has loaded, so its precaching never competes with the
 * page's own files. Only in the built app: never under Vite's dev server.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register(WORKER_URL, { scope: "/" }).then(watchForUpdates, () => {
      // refused (a private window, a browser setting): the site works as before, online only
    });
  if (document.readyState === "complete") void register();
  else window.addEventListener("load", () => void register(), { once: true });
}

/** Lets the waiting version take over, then reloads the page into it. */
export function reloadIntoNewVersion() {
  if (!waitingWorker) return;
  navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
  // the worker generated with registerType "prompt" calls skipWaiting() on this message
  waitingWorker.postMessage({ type: "SKIP_WAITING" });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once a new version of the app is installed and waits for the student's "Reload". */
export function useNewVersionReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => waitingWorker !== null,
    () => false,
  );
}
