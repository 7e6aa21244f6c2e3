import { readdirSync, readFileSync } from "node:fs";
import { knowledgeBase } from "@disha/content/knowledge/base";
import { z } from "zod";
import { LABELS, type Label } from "./classifier.ts";

// Labelled posts: the training corpus beside this file, and the held-out sets under eval/moderation.

const LabelledPostSchema = z.object({
  text: z.string().min(1),
  label: z.enum(LABELS),
  lang: z.enum(["en", "hi", "hinglish"]),
});
export type LabelledPost = z.infer<typeof LabelledPostSchema> & { label: Label };

export function readLabelledPosts(file: URL | string): LabelledPost[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line, index) => {
      const parsed = LabelledPostSchema.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`${String(file)}:${index + 1}: ${parsed.error.message}`);
      return parsed.data;
    });
}

export const corpusDir = new URL("./corpus/", import.meta.url);
export const heldOutDir = new URL("../../../../../eval/moderation/", import.meta.url);

/** The training corpus, its files in name order, so training sees the same sequence everywhere. */
export function readCorpus(): LabelledPost[] {
  return jsonlFiles(corpusDir).flatMap((name) => readLabelledPosts(new URL(name, corpusDir)));
}

const ASKED = {
  en: ["Tell me about {}", "How do I become a {}?", "What is {}?", "Which colleges for {}?", "Who can apply for {}?"],
  hinglish: ["{} kya hai", "{} kaise bane", "{} ke baare me batao", "{} ke liye kya karna padega"],
  hi: ["{} के बारे में बताइए", "{} कैसे बनें", "{} क्या है"],
} as const;

/**
 * Every record of the knowledge base asked about the way students ask the AI mentor ("Tell me about
 * IIT Delhi"), labelled harmless: a name nobody wrote a post about is not a sign of harm. Made from
 * the base when the model is trained, so a new record is learnt with it.
 */
export function recordQuestions(): LabelledPost[] {
  const { careers, exams, degrees, institutions, scholarships } = knowledgeBase;
  const names = [
    ...careers.map((career) => ({ en: career.name.en, hi: career.name.hi })),
    ...exams.map((exam) => ({ en: exam.name.en, hi: exam.name.hi })),
    ...degrees.map((degree) => ({ en: degree.name.en, hi: degree.name.hi })),
    ...institutions.map((institution) => ({ en: institution.name, hi: undefined })),
    ...scholarships.map((scholarship) => ({ en: scholarship.name.en, hi: scholarship.name.hi })),
  ];
  return names.flatMap((name, index) => {
    const english = ASKED.en[index % ASKED.en.length]!.replace("{}", name.en);
    const hinglish = ASKED.hinglish[index % ASKED.hinglish.length]!.replace("{}", name.en);
    const asked: LabelledPost[] = [
      { text: english, label: "harmless", lang: "en" },
      { text: hinglish, label: "harmless", lang: "hinglish" },
    ];
    if (name.hi)
      asked.push({ text: ASKED.hi[index % ASKED.hi.length]!.replace("{}", name.hi), label: "harmless", lang: "hi" });
    return asked;
  });
}

export function jsonlFiles(dir: URL): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".jsonl"))
    .sort();
}
