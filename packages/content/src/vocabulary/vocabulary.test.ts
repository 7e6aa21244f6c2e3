import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { knowledgeBase } from "../knowledge/base.ts";
import { readVocabulary, vocabularyDir } from "./load.ts";
import { aliasTarget } from "./schemas.ts";

describe("the AI mentor's vocabulary", () => {
  const vocabulary = readVocabulary();

  it("parses every file against its schema", () => {
    expect(vocabulary.hinglish.length).toBeGreaterThan(30);
    expect(vocabulary.hindi.length).toBeGreaterThan(30);
    expect(vocabulary.topics.length).toBeGreaterThan(10);
  });

  it("leads every alias to a record the knowledge base has", () => {
    const find = {
      career: (id: string) => knowledgeBase.careerById(id),
      exam: (id: string) => knowledgeBase.examById(id),
      degree: (id: string) => knowledgeBase.degreeById(id),
      institution: (id: string) => knowledgeBase.institutionById(id),
      scholarship: (id: string) => knowledgeBase.scholarshipById(id),
    };
    const missing = vocabulary.aliases
      .map(aliasTarget)
      .filter(({ kind, id }) => !find[kind](id))
      .map(({ kind, id }) => `${kind} ${id}`);
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
