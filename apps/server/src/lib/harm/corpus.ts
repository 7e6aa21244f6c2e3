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
  en: [
    "Tell me about {}",
    "How do I become a {}?",
    "What is {}?",
    "Which colleges for {}?",
    "Who can apply for {}?",
    "How many years does it take to finish {}?",
    "How long does the training take for {}?",
    "What are the fees for {} and how many can take it?",
  ],
  hinglish: [
    "{} kya hai",
    "{} kaise bane",
    "{} ke baare me batao",
    "{} ke liye kya karna padega",
    "{} me kitne saal lagte hai",
    "{} ki fees kitni hai, kitna time lagta hai",
  ],
  hi: ["{} के बारे में बताइए", "{} कैसे बनें", "{} क्या है", "{} में कितने साल लगते हैं", "{} की फीस कितनी है"],
} as const;

/**
 * Every record of the knowledge base asked about the way students ask the AI mentor ("Tell me about
 * IIT Delhi", "How many years does it take to finish B.Pharm?"), and the records' own phrasings,
 * labelled harmless: a name nobody wrote a post about is not a sign of harm, and a follow-up's words
 * ("how many years does it take?") are not a question about tablets. Made from the base when the model
 * is trained, so a new record is learnt with it.
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
  const questions = names.flatMap((name, index) => {
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
  return [...questions, ...recordPhrasings()];
}

/** The records' own phrasings ("looks after patients in the ward"): how students describe the work, harmless. */
function recordPhrasings(): LabelledPost[] {
  const { careers, exams, degrees, scholarships } = knowledgeBase;
  return [...careers, ...exams, ...degrees, ...scholarships].flatMap(({ phrasings }) =>
    (["en", "hinglish", "hi"] as const).flatMap((lang) =>
      phrasings[lang].map((text): LabelledPost => ({ text, label: "harmless", lang })),
    ),
  );
}

export function jsonlFiles(dir: URL): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".jsonl"))
    .sort();
}
