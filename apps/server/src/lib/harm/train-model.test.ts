import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { StoredModel } from "./classifier.ts";
import { trainedModelJson } from "./train-model.ts";

describe("npm run train:moderation", () => {
  // training reads the corpus and the base's questions and phrasings: about a minute on one core
  it("reproduces the checked-in model from the corpus", () => {
    const checkedIn = JSON.parse(readFileSync(new URL("./model.json", import.meta.url), "utf8")) as StoredModel;
    const retrained = JSON.parse(trainedModelJson()) as StoredModel;
    expect(retrained.labels).toEqual(checkedIn.labels);
    expect(retrained.bias).toEqual(checkedIn.bias);
    // the same corpus and seed give the same weights; a platform's last bit of Math.exp may round one
    // 8-bit weight the other way, never more than a handful
    const differing = retrained.weights.reduce((count, row, label) => {
      const mine = Buffer.from(row, "base64");
      const theirs = Buffer.from(checkedIn.weights[label]!, "base64");
      return count + mine.reduce((sum, value, index) => sum + (value === theirs[index] ? 0 : 1), 0);
    }, 0);
    expect(differing).toBeLessThanOrEqual(10);
  }, 300_000);
});
