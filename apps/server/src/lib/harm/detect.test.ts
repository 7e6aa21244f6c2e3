import { describe, expect, it } from "vitest";
import { train } from "./classifier.ts";
import { createHarmDetector, readHarmPhrases } from "./detect.ts";

// A small model that learnt "quiet evenings by the canal" as self-harm: what the classifier alone finds
// in words the phrases do not know, with and without a word self-harm is spoken of in.
const model = train([
  ...Array.from({ length: 12 }, (_unused, at) => ({
    text: `quiet evenings by the canal again ${at}`,
    label: "self_harm" as const,
  })),
  ...Array.from({ length: 12 }, (_unused, at) => ({
    text: `which stream after class ten for commerce ${at}`,
    label: "harmless" as const,
  })),
]);
const detector = createHarmDetector(readHarmPhrases(), model);
const selfHarm = (text: string) => detector.detect(text).find((finding) => finding.category === "self_harm");

describe("how sure a finding of self-harm is", () => {
  it("is sure of a phrase, and of the classifier beside a word self-harm is spoken of in", () => {
    expect(selfHarm("i want to end my life")).toMatchObject({ by: "phrase", sure: true });
    expect(selfHarm("quiet evenings by the canal, which stream for commerce, i could die")).toMatchObject({
      sure: true,
    });
  });

  it("holds what the classifier alone finds without such a word, but is not sure of it", () => {
    const finding = selfHarm("quiet evenings by the canal, which stream for commerce");
    expect(finding).toMatchObject({ by: "classifier" });
    expect(finding?.confidence).toBeLessThan(0.75);
    expect(finding?.sure).toBe(false);
  });
});
