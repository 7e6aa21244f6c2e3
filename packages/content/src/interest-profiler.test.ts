import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { interestProfiler, readInterestProfiler, riasecTypes } from "./interest-profiler.ts";

function fileWith(text: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "profiler-")), "interest-profiler.yaml");
  writeFileSync(file, text);
  return file;
}

describe("interest profiler content", () => {
  it("has 60 items, 10 of each RIASEC type, with unique ids and texts", () => {
    const { items } = interestProfiler();
    expect(items).toHaveLength(60);
    for (const type of riasecTypes) expect(items.filter((item) => item.type === type)).toHaveLength(10);
    expect(new Set(items.map((item) => item.id)).size).toBe(60);
    expect(items.map((item) => item.id).slice(0, 3)).toEqual(["r01", "r02", "r03"]);
  });

  it("gives every item a Hindi text in Devanagari, distinct from the English and from the other items", () => {
    const { items } = interestProfiler();
    const hindi = items.map((item) => item.text.hi);
    expect(items.filter((item) => !/[\u0900-\u097F]/.test(item.text.hi ?? "")).map((item) => item.id)).toEqual([]);
    expect(items.filter((item) => item.text.hi === item.text.en).map((item) => item.id)).toEqual([]);
    expect(new Set(hindi).size).toBe(items.length);
  });

  it("refuses a file with a missing item, an id of another type's letter, or a duplicate id", () => {
    const { items } = interestProfiler();
    const line = (item: { id: string; type: string; text: { en: string } }) =>
      `  - { id: ${item.id}, type: ${item.type}, text: { en: ${JSON.stringify(item.text.en)} } }`;
    const short = fileWith(`items:\n${items.slice(1).map(line).join("\n")}\n`);
    expect(() => readInterestProfiler(short)).toThrow(/exactly 10 items of each type/);
    const wrongLetter = fileWith(
      `items:\n${items.map((item, index) => line(index === 0 ? { ...item, id: "i99" } : item)).join("\n")}\n`,
    );
    expect(() => readInterestProfiler(wrongLetter)).toThrow(/another type's letter/);
    const twice = fileWith(
      `items:\n${items.map((item, index) => line(index === 1 ? { ...item, id: "r01" } : item)).join("\n")}\n`,
    );
    expect(() => readInterestProfiler(twice)).toThrow(/same id/);
  });
});
