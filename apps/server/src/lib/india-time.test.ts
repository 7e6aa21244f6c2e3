import { inLocale } from "@disha/shared/i18n";
import { describe, expect, it } from "vitest";
import { indiaDateTime } from "./india-time.ts";

describe("indiaDateTime", () => {
  const instant = "2026-12-05T07:59:00.000Z";

  it("writes India time in English by default and in Hindi inside a Hindi request or mail", () => {
    expect(indiaDateTime(instant)).toBe("5 Dec 2026, 1:29 pm");
    expect(indiaDateTime(instant, { withTime: false })).toBe("5 Dec 2026");
    const hindi = inLocale("hi", () => indiaDateTime(instant));
    expect(hindi).toMatch(/[\u0900-\u097F]/);
    expect(hindi).toContain("2026");
  });
});
