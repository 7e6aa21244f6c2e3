import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../query-client.ts";
import { QUEUED_CHANGES_KEY, offlineCaches } from "./offline-caches.ts";
import { forgetPersonalData } from "./personal-data.ts";

afterEach(() => vi.unstubAllGlobals());

describe("signing out", () => {
  it("empties the personal answers' cache, the waiting changes and the page's query cache, and keeps the rest", async () => {
    const deleted: string[] = [];
    vi.stubGlobal("caches", {
      delete: vi.fn((name: string) => {
        deleted.push(name);
        return Promise.resolve(true);
      }),
    });
    window.localStorage.setItem(QUEUED_CHANGES_KEY, JSON.stringify([{ url: "/api/me/progress/doctor/s1" }]));
    window.localStorage.setItem("disha.theme", "dark");
    // the app's own query cache, which signs itself up to be emptied (query-client.ts)
    queryClient.setQueryData(["/api/me/plan"], { name: "Asha" });

    await forgetPersonalData();

    expect(deleted).toEqual([offlineCaches.personal]);
    expect(window.localStorage.getItem(QUEUED_CHANGES_KEY)).toBeNull();
    expect(window.localStorage.getItem("disha.theme")).toBe("dark");
    expect(queryClient.getQueryData(["/api/me/plan"])).toBeUndefined();
  });
});
