import { planApi } from "@disha/shared/api";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QUEUED, onQueuedChangesSent, sendOrQueue, sendQueuedChanges } from "./change-queue.ts";
import { QUEUED_CHANGES_KEY } from "./offline-caches.ts";

const STUDENT = "student-1";
const mark = (stepId: string, status: "done" | "none") =>
  ({ params: { pathId: "doctor", stepId }, body: { status } }) as const;
const queued = () => JSON.parse(window.localStorage.getItem(QUEUED_CHANGES_KEY) ?? "[]") as { url: string }[];

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

/** A server on `fetch`: who is signed in, and every write it receives. */
function fakeServer(signedIn: string | null = STUDENT) {
  const writes: Sent[] = [];
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    if (url === "/api/auth/get-session")
      return Promise.resolve(
        Response.json(signedIn ? { user: { id: signedIn, name: "Asha", email: "a@example.in" } } : null),
      );
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    writes.push({ method: init?.method ?? "GET", url, body });
    return Promise.resolve(Response.json({}));
  });
  vi.stubGlobal("fetch", fetch);
  return writes;
}

function setOnline(online: boolean) {
  vi.spyOn(window.navigator, "onLine", "get").mockReturnValue(online);
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a change made without a connection", () => {
  it("waits in the queue, one per address (the latest), and is sent once when the connection returns", async () => {
    const writes = fakeServer();
    setOnline(false);
    await expect(sendOrQueue(STUDENT, planApi.markStep, mark("s1", "done"))).resolves.toBe(QUEUED);
    await expect(sendOrQueue(STUDENT, planApi.markStep, mark("s2", "done"))).resolves.toBe(QUEUED);
    // the same step again: the later mark replaces the earlier, it does not follow it
    await expect(sendOrQueue(STUDENT, planApi.markStep, mark("s1", "none"))).resolves.toBe(QUEUED);
    await expect(sendOrQueue(STUDENT, planApi.removeCareer, { params: { careerSlug: "nurse" } })).resolves.toBe(QUEUED);
    expect(writes).toEqual([]);
    expect(queued().map((change) => change.url)).toEqual([
      "/api/me/progress/doctor/s2",
      "/api/me/progress/doctor/s1",
      "/api/me/shortlist/nurse",
    ]);

    setOnline(true);
    const sent = vi.fn();
    const stop = onQueuedChangesSent(sent);
    // the `online` event and a page opening at once: one sending
    await Promise.all([sendQueuedChanges(), sendQueuedChanges()]);
    await sendQueuedChanges();
    stop();
    expect(writes).toEqual([
      { method: "PUT", url: "/api/me/progress/doctor/s2", body: { status: "done" } },
      { method: "PUT", url: "/api/me/progress/doctor/s1", body: { status: "none" } },
      { method: "DELETE", url: "/api/me/shortlist/nurse", body: undefined },
    ]);
    expect(window.localStorage.getItem(QUEUED_CHANGES_KEY)).toBeNull();
    expect(sent).toHaveBeenCalledOnce();
  });

  it("is queued when the request fails on the way, and a later change sent online drops it", async () => {
    setOnline(true);
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    await expect(sendOrQueue(STUDENT, planApi.markStep, mark("s1", "done"))).resolves.toBe(QUEUED);
    expect(queued()).toHaveLength(1);

    const writes = fakeServer();
    await sendOrQueue(STUDENT, planApi.markStep, mark("s1", "none"));
    expect(queued()).toEqual([]);
    await sendQueuedChanges();
    // only the later mark reached the server: the queued one would have undone it
    expect(writes).toEqual([{ method: "PUT", url: "/api/me/progress/doctor/s1", body: { status: "none" } }]);
  });

  it("stays while the server cannot take it, and is never sent for someone else", async () => {
    setOnline(false);
    await sendOrQueue(STUDENT, planApi.markStep, mark("s1", "done"));

    setOnline(true);
    const failing = vi.fn((url: string) =>
      Promise.resolve(
        url === "/api/auth/get-session"
          ? Response.json({ user: { id: STUDENT } })
          : Response.json({ error: { code: "internal", message: "Busy" } }, { status: 503 }),
      ),
    );
    vi.stubGlobal("fetch", failing);
    await sendQueuedChanges();
    expect(queued()).toHaveLength(1);

    // signed out since: kept for when they sign in again
    fakeServer(null);
    await sendQueuedChanges();
    expect(queued()).toHaveLength(1);

    // another student signed in on this browser: the change is dropped, not sent to their account
    const writes = fakeServer("student-2");
    await sendQueuedChanges();
    expect(writes).toEqual([]);
    expect(queued()).toEqual([]);
  });

  it("is not queued when the server refuses it", async () => {
    setOnline(true);
    vi.stubGlobal(
      "fetch",
      vi.fn(() =>
        Promise.resolve(Response.json({ error: { code: "not_found", message: "No such step" } }, { status: 404 })),
      ),
    );
    await expect(sendOrQueue(STUDENT, planApi.markStep, mark("nope", "done"))).rejects.toMatchObject({ status: 404 });
    expect(queued()).toEqual([]);
  });
});
