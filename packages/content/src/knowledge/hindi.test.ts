import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { knowledgeDataDir, readKnowledge } from "./load.ts";
import { IdSchema, type LocalizedTextInput } from "./schemas.ts";

// Hindi beside English in the knowledge base: every career's name and summary, every exam's full name,
// what it admits to and who may take it, every degree's full name and description, every scholarship's
// texts, every free-learning description (career pages show them), and the whole page of the careers
// listed in data/hindi-full-pages.yaml.

const { records } = readKnowledge();

const fullPages = z
  .strictObject({ careers: z.array(IdSchema) })
  .parse(parse(readFileSync(path.join(knowledgeDataDir, "hindi-full-pages.yaml"), "utf8"))).careers;

const devanagari = /[\u0900-\u097F]/;

function isLocalized(value: unknown): value is LocalizedTextInput {
  return typeof value === "object" && value !== null && "en" in value;
}

/** Every `{ en, hi? }` text of a record with where it sits, e.g. `pathway.2.title`. */
function localizedTexts(value: unknown, at = ""): { at: string; text: LocalizedTextInput }[] {
  if (isLocalized(value)) return [{ at, text: value }];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => localizedTexts(inner, at ? `${at}.${key}` : key));
}

/** The fields of `record` named in `fields` (or all of its texts when none are named) that lack Hindi. */
function missingHindi(record: { id: string }, fields?: readonly string[]): string[] {
  return localizedTexts(record)
    .filter(({ at }) => fields === undefined || fields.includes(at))
    .filter(({ text }) => text.hi === undefined)
    .map(({ at }) => `${record.id}: ${at}`);
}

describe("Hindi in the knowledge base", () => {
  it("gives every career a Hindi name and summary", () => {
    expect(records.careers.length).toBeGreaterThan(0);
    expect(records.careers.flatMap((career) => missingHindi(career, ["name", "summary"]))).toEqual([]);
  });

  it("gives every exam a Hindi full name, what it admits to and who may take it", () => {
    expect(records.exams.length).toBeGreaterThan(0);
    expect(records.exams.flatMap((exam) => missingHindi(exam, ["fullName", "admitsTo", "eligibility"]))).toEqual([]);
  });

  it("gives every degree a Hindi full name and description", () => {
    expect(records.degrees.length).toBeGreaterThan(0);
    expect(records.degrees.flatMap((degree) => missingHindi(degree, ["fullName", "description"]))).toEqual([]);
  });

  it("gives every scholarship its name, who it is for and when, and any amount in Hindi", () => {
    expect(records.scholarships.length).toBeGreaterThan(0);
    expect(records.scholarships.flatMap((scholarship) => missingHindi(scholarship))).toEqual([]);
  });

  it("gives every free-learning resource a Hindi description", () => {
    expect(records.freeLearning.length).toBeGreaterThan(0);
    expect(records.freeLearning.flatMap((resource) => missingHindi(resource, ["description"]))).toEqual([]);
  });

  it("lists at least 60 distinct careers with a full Hindi page, each with a file", () => {
    const careerIds = new Set(records.careers.map((career) => career.id));
    expect(new Set(fullPages).size).toBe(fullPages.length);
    expect(fullPages.length).toBeGreaterThanOrEqual(60);
    expect(fullPages.filter((id) => !careerIds.has(id))).toEqual([]);
  });

  it.each(fullPages)("has every text of the %s page in Hindi", (id) => {
    const career = records.careers.find((record) => record.id === id);
    expect(career).toBeDefined();
    if (career) expect(missingHindi(career)).toEqual([]);
  });

  it("writes Hindi in Devanagari and never copies the English into it", () => {
    const all = [
      ...records.careers,
      ...records.exams,
      ...records.degrees,
      ...records.scholarships,
      ...records.freeLearning,
    ];
    const wrong = all.flatMap((record) =>
      localizedTexts(record)
        .filter(({ text }) => text.hi !== undefined && (!devanagari.test(text.hi) || text.hi === text.en))
        .map(({ at }) => `${record.id}: ${at}`),
    );
    expect(wrong).toEqual([]);
  });
});
