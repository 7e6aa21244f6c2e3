import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { reloadIntoNewVersion, useNewVersionReady, watchForUpdates } from "./service-worker.ts";

function installingWorker() {
  return Object.assign(new EventTarget(), { state: "installing", postMessage: vi.fn() });
}

function finishInstalling(worker: ReturnType<typeof installingWorker>) {
  act(() => {
    worker.state = "installed";
    worker.dispatchEvent(new Event("statechange"));
  });
}

/** A new worker installing under `registration`, as the browser reports it, until it has installed. */
function installNewWorker(registration: EventTarget & { installing: unknown }) {
  const worker = installingWorker();
  registration.installing = worker;
  act(() => {
    registration.dispatchEvent(new Event("updatefound"));
  });
  finishInstalling(worker);
  return worker;
}

function fakeServiceWorkers(controlled: boolean) {
  const container = Object.assign(new EventTarget(), { controller: controlled ? {} : null });
  vi.stubGlobal("navigator", { ...window.navigator, serviceWorker: container });
  return container;
}

afterEach(() => vi.unstubAllGlobals());

describe("a new version of the app", () => {
  it("is not announced when the first worker installs, and is once a later one waits; Reload lets it take over", () => {
    const registration: EventTarget & { waiting: null; installing: unknown } = Object.assign(new EventTarget(), {
      waiting: null,
      installing: null,
    });
    fakeServiceWorkers(false);
    const { result } = renderHook(() => useNewVersionReady());
    watchForUpdates(registration as unknown as ServiceWorkerRegistration);

    // the very first install: the page had no worker, nothing to reload into
    installNewWorker(registration);
    expect(result.current).toBe(false);

    // a release later, an older worker controls the page
    const container = fakeServiceWorkers(true);
    const next = installNewWorker(registration);
    expect(result.current).toBe(true);

    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    reloadIntoNewVersion();
    expect(next.postMessage).toHaveBeenCalledWith({ type: "SKIP_WAITING" });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).toHaveBeenCalledOnce();
  });

  it("is announced when the browser found it while the page loaded, before the page listened for it", async () => {
    // a fresh page: no version announced yet
    vi.resetModules();
    const { useNewVersionReady, watchForUpdates } = await import("./service-worker.ts");
    fakeServiceWorkers(true);
    const worker = installingWorker();
    const registration = Object.assign(new EventTarget(), { waiting: null, installing: worker });
    const { result } = renderHook(() => useNewVersionReady());
    watchForUpdates(registration as unknown as ServiceWorkerRegistration);
    expect(result.current).toBe(false);
    finishInstalling(worker);
    expect(result.current).toBe(true);
  });
});
