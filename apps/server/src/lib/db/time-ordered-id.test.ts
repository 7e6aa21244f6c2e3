import { describe, expect, it } from "vitest";
import { z } from "zod";
import { timeOrderedId } from "./time-ordered-id.ts";

describe("timeOrderedId", () => {
  it("is a version-7 UUID that zod and PostgreSQL's uuid syntax accept", () => {
    const id = timeOrderedId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(z.uuid().safeParse(id).success).toBe(true);
  });

  it("carries its millisecond, so later ids sort after earlier ones", () => {
    const earlier = timeOrderedId(Date.parse("2026-11-24T10:00:00.000Z"));
    const later = timeOrderedId(Date.parse("2026-11-24T10:00:00.001Z"));
    expect(earlier < later).toBe(true);
    expect(parseInt(later.replace(/-/g, "").slice(0, 12), 16)).toBe(Date.parse("2026-11-24T10:00:00.001Z"));
  });

  it("differs within one millisecond", () => {
    const now = Date.now();
    const ids = new Set(Array.from({ length: 1000 }, () => timeOrderedId(now)));
    expect(ids.size).toBe(1000);
  });
});
