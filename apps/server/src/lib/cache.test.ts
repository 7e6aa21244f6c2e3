import { describe, expect, it } from "vitest";
import { createCaches } from "./cache.ts";

describe("a named cache", () => {
  it("forgets a family of keys by their start, and leaves the others", () => {
    const days = createCaches().named<{ day: string }>("test:days", { max: 10 });
    for (const key of ["m1/2026-12-01", "m1/2026-12-02", "m10/2026-12-01", "m2/2026-12-01"])
      days.set(key, { day: key });
    days.forgetStartingWith("m1/");
    expect(days.get("m1/2026-12-01")).toBeUndefined();
    expect(days.get("m1/2026-12-02")).toBeUndefined();
    expect(days.get("m10/2026-12-01")).toEqual({ day: "m10/2026-12-01" });
    expect(days.get("m2/2026-12-01")).toEqual({ day: "m2/2026-12-01" });
  });

  it("does not keep a value that was being made when its family was forgotten", async () => {
    const days = createCaches().named<{ version: number }>("test:days", { max: 10 });
    let finish: (value: { version: number }) => void = () => undefined;
    const making = days.remember("m1/2026-12-01", () => new Promise((resolve) => (finish = resolve)));
    days.forgetStartingWith("m1/");
    finish({ version: 1 });
    expect(await making).toEqual({ version: 1 });
    expect(days.get("m1/2026-12-01")).toBeUndefined();
    expect(await days.remember("m1/2026-12-01", () => Promise.resolve({ version: 2 }))).toEqual({ version: 2 });
  });
});
