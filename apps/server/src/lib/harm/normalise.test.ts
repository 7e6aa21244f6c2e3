import { describe, expect, it } from "vitest";
import { devanagariToLatin, foldedWords, harmWords } from "./normalise.ts";

describe("the reading of text for the checks of harm", () => {
  it("spells Devanagari in Latin letters and drops the unsaid final a", () => {
    expect(devanagariToLatin("मरना")).toBe("maranaa");
    expect(devanagariToLatin("ज़िंदगी")).toBe("zindagii");
    expect(devanagariToLatin("खत्म")).toBe("khatm");
  });

  it("folds the spellings of one Hindi word together, in either script", () => {
    for (const [left, right] of [
      ["ज़िंदगी", "zindagi"],
      ["jindgi", "zindagi"],
      ["मरना चाहता हूँ", "marna chahta hu"],
      ["नहीं", "nahin"],
      ["आत्महत्या", "aatmahatya"],
      ["फांसी", "phansi"],
      ["ख़त्म", "khatam"],
    ]) {
      expect(foldedWords(left!)).toEqual(foldedWords(right!));
    }
  });

  it("reads digits and symbols typed for letters, and letters typed apart", () => {
    expect(harmWords("k1ll mys3lf")).toEqual(["kill", "myself"]);
    expect(harmWords("s u i c i d e kar lunga")).toEqual(["suicide", "kar", "lunga"]);
    expect(harmWords("मेरा नंबर ९८७६५")).toEqual(["meraa", "nanbar", "98765"]);
  });

  it("keeps words that only look alike apart", () => {
    expect(foldedWords("chutti")).not.toEqual(foldedWords("kutti"));
    expect(foldedWords("मूल")).not.toEqual(foldedWords("mulla"));
    expect(foldedWords("cut")).not.toEqual(foldedWords("katta"));
  });
});
