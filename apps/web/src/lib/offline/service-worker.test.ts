import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { reloadIntoNewVersion, useNewVersionReady, watchForUpdates } from "./service-worker.ts";

/** A worker and a registration as the browser gives them, driven by the test. */
function fakeWorker() {
  const worker = Object.assign(new EventTarget(), { state: "installing", postMessage: vi.fn() });
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
    const registration = Object.assign(new EventTarget(), { waiting: null, installing: null as unknown });
    fakeServiceWorkers(false);
    const { result } = renderHook(() => useNewVersionReady());
    watchForUpdates(registration as unknown as ServiceWorkerRegistration);

    // the very first install: the page had no worker, nothing to reload into
    const first = fakeWorker();
    registration.installing = first;
    act(() => {
      registration.dispatchEvent(new Event("updatefound"));
      first.state = "installed";
      first.dispatchEvent(new Event("statechange"));
    });
    expect(result.current).toBe(false);

    // a release later, an older worker controls the page
    const container = fakeServiceWorkers(true);
    const next = fakeWorker();
    registration.installing = next;
    act(() => {
      registration.dispatchEvent(new Event("updatefound"));
      next.state = "installed";
      next.dispatchEvent(new Event("statechange"));
    });
    expect(result.current).toBe(true);

    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    reloadIntoNewVersion();
    expect(next.postMessage).toHaveBeenCalledWith({ type: "SKIP_WAITING" });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).toHaveBeenCalledOnce();
  });
});
