import { readFileSync } from "node:fs";
import { knowledgeBase } from "@disha/content/knowledge/base";
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from "obscenity";
import { z } from "zod";
import { classify, HARM_CATEGORIES, type HarmCategory, loadModel, type Model, type StoredModel } from "./classifier.ts";
import { foldedWords, foldSpelling, harmWords } from "./normalise.ts";

// What kinds of harm a text shows, from all the evidence together: the phrases of harm-phrases.json
// (what must never be missed), their signals in combination (an age, a secret and a meeting), and the
// classifier trained on the corpus (wording nobody wrote down). A category is found when a phrase or two
// signals say so, or when the classifier is sure enough of it on its own.

export { HARM_CATEGORIES, type HarmCategory } from "./classifier.ts";

const PhrasesSchema = z.object({
  $comment: z.string(),
  profanityLibrary: z.object({ allowed: z.array(z.string()), whitelist: z.array(z.string()) }),
  /** words that warn against harm ("don't fall for it", "सावधान"): see WARNED_KINDS */
  warnings: z.array(z.string().min(1)),
  categories: z.record(
    z.enum(HARM_CATEGORIES),
    z.object({
      phrases: z.array(z.string().min(1)),
      signals: z.record(z.string(), z.array(z.string().min(1))),
      except: z.array(z.string().min(1)),
      cancels: z.array(z.string().min(1)),
      /** words a post on this subject speaks in, for the classifier's stricter gate (self-harm only) */
      topic: z.array(z.string().min(1)).optional(),
    }),
  ),
});

export type HarmPhrases = z.infer<typeof PhrasesSchema>;

export function readHarmPhrases(): HarmPhrases {
  return PhrasesSchema.parse(JSON.parse(readFileSync(new URL("./harm-phrases.json", import.meta.url), "utf8")));
}

/**
 * The kinds a warning speaks of in their own words ("the leak msgs are all fake, never pay"): beside a
 * warning the classifier alone does not name them; their phrases still do. Self-harm is never weighed
 * down, and "don't tell anyone" is a groomer's word as much as a warning.
 */
const WARNED_KINDS = new Set<HarmCategory>(["hate", "bullying", "threat", "drugs", "cheating", "scam", "contact"]);

interface Phrase {
  words: string[];
  category: HarmCategory;
  /** the signal group, or undefined for a phrase that decides alone */
  signal: string | undefined;
  except: boolean;
  /** a phrase that, anywhere in the text, says the category's words are not meant as harm ("never share your number") */
  cancels: boolean;
}

/** Phrases by their first folded word, so a text is read once whatever the list's length. */
class PhraseIndex {
  private readonly byFirst = new Map<string, Phrase[]>();

  constructor(phrases: HarmPhrases) {
    for (const [category, lists] of Object.entries(phrases.categories) as [
      HarmCategory,
      HarmPhrases["categories"][HarmCategory],
    ][]) {
      const add = (text: string, signal: string | undefined, except = false, cancels = false) => {
        const words = harmWords(text).map((word) => (word === "*" ? word : foldSpelling(word)));
        const [first] = words;
        if (!first) return;
        this.byFirst.set(first, [...(this.byFirst.get(first) ?? []), { words, category, signal, except, cancels }]);
      };
      for (const phrase of lists.phrases) add(phrase, undefined);
      for (const [signal, list] of Object.entries(lists.signals)) for (const phrase of list) add(phrase, signal);
      for (const phrase of lists.except) add(phrase, undefined, true);
      // self-harm is never cancelled: a person reads every post that speaks of it
      if (category !== "self_harm") for (const phrase of lists.cancels) add(phrase, undefined, false, true);
      // (a kind's own cancels say more: they stop its phrases too)
      const warnings = WARNED_KINDS.has(category) ? phrases.warnings : [];
      for (const phrase of warnings) if (!lists.cancels.includes(phrase)) add(phrase, undefined, true);
    }
  }

  /**
   * Every phrase found, except those inside a phrase its category lists as harmless; the harmless
   * phrases found are returned too (`except`), so the classifier alone does not name their category.
   */
  find(words: readonly string[]): Phrase[] {
    const found: { phrase: Phrase; start: number; end: number }[] = [];
    for (let start = 0; start < words.length; start++) {
      for (const phrase of this.byFirst.get(words[start]!) ?? []) {
        const end = start + phrase.words.length;
        if (end > words.length) continue;
        if (phrase.words.every((word, offset) => word === "*" || words[start + offset] === word)) {
          found.push({ phrase, start, end });
        }
      }
    }
    const excepted = found.filter((hit) => hit.phrase.except);
    return found
      .filter(
        (hit) =>
          hit.phrase.except ||
          !excepted.some(
            (except) =>
              except.phrase.category === hit.phrase.category && except.start <= hit.start && hit.end <= except.end,
          ),
      )
      .map((hit) => hit.phrase);
  }
}

/**
 * How sure the classifier must be, on its own, to name a category: at least `least`, and at least
 * `overHarmless` times as likely as harmless (chosen on the corpus by cross-validation, never on a
 * held-out set). Self-harm asks the least: one wrongly held costs a moderator a minute, one missed far more.
 */
export const CLASSIFIER_THRESHOLDS: Record<HarmCategory, { least: number; overHarmless: number }> = {
  self_harm: { least: 0.3, overHarmless: 0.8 },
  sexual: { least: 0.45, overHarmless: 1 },
  hate: { least: 0.45, overHarmless: 1 },
  bullying: { least: 0.45, overHarmless: 1 },
  threat: { least: 0.45, overHarmless: 1 },
  drugs: { least: 0.45, overHarmless: 1 },
  cheating: { least: 0.45, overHarmless: 1 },
  scam: { least: 0.45, overHarmless: 1 },
  // contact details are found by their patterns first (the community's moderation.ts)
  contact: { least: 0.6, overHarmless: 1 },
};

const MIN_WORDS_FOR_CLASSIFIER = 3;

/**
 * The classifier alone names self-harm in a post about a named exam, career, degree or college only when it is
 * sure: "Is NEET the only way?" asks about a career, and a post that speaks of dying over NEET says so in
 * words the phrases and signals know ("if I fail NEET I'll end my life").
 */
const SURE_OF_SELF_HARM_BESIDE_A_RECORD = { least: 0.6, overHarmless: 1.5 };

/**
 * With none of the words self-harm is spoken of in (its `topic` in harm-phrases.json: "die", "pills",
 * "jeena", "burden"...), a finding of the classifier alone is sure only above this: "my son is always at
 * home fixing bikes" shares letters with what it learnt, not a subject.
 */
const SURE_OF_SELF_HARM_WITHOUT_ITS_WORDS = { least: 0.75, overHarmless: 2 };

/**
 * And to be held at all: a little more than with them ("I did, and history is wonderful" read 0.36),
 * still far below what the other kinds ask (chosen by cross-validation on the corpus).
 */
const SELF_HARM_WITHOUT_ITS_WORDS = { least: 0.45, overHarmless: 1 };

/** Each kind's `topic` words, folded: a kind without a list has none to ask for. */
function topicWords(phrases: HarmPhrases): Map<HarmCategory, Set<string>> {
  return new Map(
    HARM_CATEGORIES.flatMap((category) => {
      const topic = phrases.categories[category]?.topic;
      return topic ? [[category, new Set(topic.flatMap((word) => foldedWords(word)))] as const] : [];
    }),
  );
}

/**
 * Another kind with a `topic` (cheating: a leak, a proxy, a forgery, money) named by the classifier alone
 * in none of its words: only when it is all but certain. "Where do I find maths sample papers?" and "which
 * certificate for the SC category?" share a leak's words, not what a leak is.
 */
const WITHOUT_ITS_WORDS = { least: 0.9, overHarmless: 3 };

let recordWords: Set<string> | undefined;

/** The folded names and short names of the base's exams, careers, degrees and colleges, one or two words long. */
function namesARecord(words: readonly string[]): boolean {
  // an acronym inside a name stands for it alone: "NEET" of "NEET-UG", "JEE" of "JEE Main"
  const acronyms = (name: string) => name.match(/\b[A-Z]{3,}\b/g) ?? [];
  recordWords ??= new Set(
    [
      ...knowledgeBase.exams.flatMap((exam) => [exam.name.en, ...acronyms(exam.name.en)]),
      ...knowledgeBase.careers.map((career) => career.name.en),
      ...knowledgeBase.degrees.flatMap((degree) => [degree.name.en, ...acronyms(degree.name.en)]),
      ...knowledgeBase.institutions.flatMap((institution) => [
        institution.shortName ?? "",
        ...acronyms(institution.name),
      ]),
    ]
      .map((name) => foldedWords(name).join(" "))
      .filter((name) => name.length >= 3 && name.split(" ").length <= 2),
  );
  return words.some(
    (word, index) => recordWords!.has(word) || (index > 0 && recordWords!.has(`${words[index - 1]} ${word}`)),
  );
}

export interface HarmFinding {
  category: HarmCategory;
  /** 1 for a phrase or signals, else the classifier's probability */
  confidence: number;
  by: "phrase" | "signals" | "profanity" | "classifier";
  /**
   * False only for self-harm the classifier finds in a post without any of the words it is spoken of in
   * ("my son is always at home fixing bikes"): the community holds it all the same, and the AI mentor
   * answers the question with the helplines beside it instead of in place of it.
   */
  sure: boolean;
}

export interface HarmDetector {
  detect(text: string): HarmFinding[];
}

/** The obscenity library's English list, less the words this project allows ("sex" in biology). */
function profanityMatcher(phrases: HarmPhrases): RegExpMatcher {
  const { allowed, whitelist } = phrases.profanityLibrary;
  const library = englishDataset
    .removePhrasesIf((phrase) => allowed.includes(String(phrase.metadata?.originalWord)))
    .build();
  return new RegExpMatcher({
    ...library,
    whitelistedTerms: [...(library.whitelistedTerms ?? []), ...whitelist],
    ...englishRecommendedTransformers,
  });
}

export function createHarmDetector(phrases: HarmPhrases, model: Model): HarmDetector {
  const index = new PhraseIndex(phrases);
  const profanity = profanityMatcher(phrases);
  const topics = topicWords(phrases);
  return {
    detect(text) {
      const findings = new Map<HarmCategory, HarmFinding>();
      const words = foldedWords(text);
      const found = index.find(words);
      const cancelled = new Set(found.filter((hit) => hit.cancels).map((hit) => hit.category));
      const hits = found.filter((hit) => !hit.cancels && !cancelled.has(hit.category));
      for (const hit of hits) {
        if (hit.signal === undefined && !hit.except) {
          findings.set(hit.category, { category: hit.category, confidence: 1, by: "phrase", sure: true });
        }
      }
      // the library knows English words: Hindi spelled in Latin letters would meet them by chance ("maarkashiit")
      // and it reads digits as letters inside a word ("a55"), never a number on its own ("students 455?")
      const plain = text.replace(/(?<![\p{L}\p{N}])\p{N}+(?![\p{L}\p{N}])/gu, " ");
      const latin = harmWords(plain.replace(/[\u0900-\u097f]+/gu, " ")).join(" ");
      if (
        !findings.has("bullying") &&
        !cancelled.has("bullying") &&
        (profanity.hasMatch(plain) || profanity.hasMatch(latin))
      ) {
        findings.set("bullying", { category: "bullying", confidence: 1, by: "profanity", sure: true });
      }
      for (const category of HARM_CATEGORIES) {
        const signals = new Set(hits.filter((hit) => hit.category === category && hit.signal).map((hit) => hit.signal));
        if (signals.size >= 2 && !findings.has(category))
          findings.set(category, { category, confidence: 1, by: "signals", sure: true });
      }
      // a word or two ("hi") is too little for the classifier to weigh
      if (words.length < MIN_WORDS_FOR_CLASSIFIER) return [...findings.values()];
      const probabilities = classify(model, text);
      for (const category of HARM_CATEGORIES) {
        const probability = probabilities[category];
        const topic = topics.get(category);
        const spokenOf = topic !== undefined && words.some((word) => topic.has(word));
        const { least, overHarmless } =
          category !== "self_harm"
            ? topic === undefined || spokenOf
              ? CLASSIFIER_THRESHOLDS[category]
              : WITHOUT_ITS_WORDS
            : namesARecord(words)
              ? SURE_OF_SELF_HARM_BESIDE_A_RECORD
              : spokenOf
                ? CLASSIFIER_THRESHOLDS.self_harm
                : SELF_HARM_WITHOUT_ITS_WORDS;
        const harmlessSaid = cancelled.has(category) || hits.some((hit) => hit.except && hit.category === category);
        if (
          !findings.has(category) &&
          !harmlessSaid &&
          probability >= least &&
          probability >= overHarmless * probabilities.harmless
        ) {
          // held all the same: only how sure the finding is differs
          const sure =
            category !== "self_harm" ||
            spokenOf ||
            (probability >= SURE_OF_SELF_HARM_WITHOUT_ITS_WORDS.least &&
              probability >= SURE_OF_SELF_HARM_WITHOUT_ITS_WORDS.overHarmless * probabilities.harmless);
          findings.set(category, { category, confidence: probability, by: "classifier", sure });
        }
      }
      return [...findings.values()];
    },
  };
}

export function readHarmModel(): Model {
  return loadModel(JSON.parse(readFileSync(new URL("./model.json", import.meta.url), "utf8")) as StoredModel);
}

let shared: HarmDetector | undefined;

/** The detector of the checked-in phrases and model, made on first use and shared by the server. */
export function harmDetector(): HarmDetector {
  shared ??= createHarmDetector(readHarmPhrases(), readHarmModel());
  return shared;
}

/** Whether a text speaks of hurting or killing oneself: the community and the AI mentor ask the same question. */
export function speaksOfSelfHarm(text: string): boolean {
  return selfHarmIn(text) !== undefined;
}

// the mentor asks this of one message twice (its care path, then its answer), and many students ask the
// same words: each text is read once (past 2,000 texts the oldest goes)
const SELF_HARM_READINGS_KEPT = 2_000;
const selfHarmReadings = new Map<string, "sure" | "perhaps" | undefined>();

/** How a text speaks of self-harm: surely, perhaps (the classifier alone, none of its words), or not. */
export function selfHarmIn(text: string): "sure" | "perhaps" | undefined {
  if (selfHarmReadings.has(text)) return selfHarmReadings.get(text);
  const finding = harmDetector()
    .detect(text)
    .find((each) => each.category === "self_harm");
  const said = finding === undefined ? undefined : finding.sure ? "sure" : "perhaps";
  if (selfHarmReadings.size >= SELF_HARM_READINGS_KEPT) {
    const oldest = selfHarmReadings.keys().next().value;
    if (oldest !== undefined) selfHarmReadings.delete(oldest);
  }
  selfHarmReadings.set(text, said);
  return said;
}
