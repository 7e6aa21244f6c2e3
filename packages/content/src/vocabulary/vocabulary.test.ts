import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { knowledgeBase } from "../knowledge/base.ts";
import { readVocabulary, vocabularyDir } from "./load.ts";

describe("the AI mentor's vocabulary", () => {
  const vocabulary = readVocabulary();

  it("parses every file against its schema", () => {
    expect(vocabulary.hinglish.length).toBeGreaterThan(30);
    expect(vocabulary.hindi.length).toBeGreaterThan(30);
    expect(vocabulary.topics.length).toBeGreaterThan(10);
  });

  it("names only records the knowledge base has", () => {
    const missing = vocabulary.aliases.flatMap((alias) => {
      if (alias.career && !knowledgeBase.careerById(alias.career)) return [`career ${alias.career}`];
      if (alias.exam && !knowledgeBase.examById(alias.exam)) return [`exam ${alias.exam}`];
      if (alias.degree && !knowledgeBase.degreeById(alias.degree)) return [`degree ${alias.degree}`];
      if (alias.institution && !knowledgeBase.institutionById(alias.institution))
        return [`institution ${alias.institution}`];
      return [];
    });
    expect(missing).toEqual([]);
  });

  it("gives each form one meaning within a file", () => {
    for (const list of [vocabulary.hinglish, vocabulary.hindi, vocabulary.aliases, vocabulary.topics]) {
      const forms = list.flatMap((entry) => entry.say);
      expect(forms.filter((form, index) => forms.indexOf(form) !== index)).toEqual([]);
    }
  });

  it("writes Hindi entries in Devanagari and Hinglish ones in Latin letters", () => {
    const devanagari = /[\u0900-\u097F]/;
    expect(vocabulary.hindi.flatMap((entry) => entry.say).filter((form) => !devanagari.test(form))).toEqual([]);
    expect(vocabulary.hinglish.flatMap((entry) => entry.say).filter((form) => devanagari.test(form))).toEqual([]);
  });

  it("reports a misspelt field with its file", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "vocabulary-"));
    for (const name of readdirSync(vocabularyDir)) {
      writeFileSync(path.join(dir, name), readFileSync(path.join(vocabularyDir, name)));
    }
    writeFileSync(path.join(dir, "topics.yaml"), "topics:\n  - { id: x, say: [x], famlies: [design] }\n");
    expect(() => readVocabulary(dir)).toThrow(/topics\.yaml/);
  });
});
