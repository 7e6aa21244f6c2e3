import { describe, expect, it } from "vitest";
import { groupDigits, messageRef } from "./message-ref.ts";

describe("groupDigits", () => {
  it("groups a whole number as Intl does for en-IN", () => {
    const indian = new Intl.NumberFormat("en-IN");
    for (const value of [0, 7, 42, 999, 1000, 5000, 12_345, 99_999, 100_000, 1_234_567, 98_765_432_1, -25_000]) {
      expect(groupDigits(value)).toBe(indian.format(value));
    }
  });

  it("is what a schema's message carries", () => {
    expect(messageRef("validation.tooLong", { max: groupDigits(5000) })).toBe("validation.tooLong?max=5%2C000");
  });
});
