import { createTranslator, type MessageKey, type Translator, type Vars } from "@disha/shared/i18n";
import { subjectName } from "./catalog.ts";
import { monthName, streamName } from "./knowledge.ts";
import type { Language } from "./language.ts";

// The words of an answer are in the language of its question: a question in Hindi (Devanagari) is
// answered from the Hindi catalog and the records' Hindi texts, a question in English or Hinglish from
// the English ones (a Hinglish answer only gets its frame, reply.ts, in Hinglish).

interface Scope {
  translator: Translator;
  hindi: boolean;
  /** a record's text had no Hindi and was given in English */
  englishUsed: boolean;
}

const english = createTranslator("en");
const hindi = createTranslator("hi");

let scope: Scope = { translator: english, hindi: false, englishUsed: false };

/**
 * Runs `write` (synchronous: an answer is composed in one go) with the words of `language`, and says
 * whether a record's text had to be given in English.
 */
export function inLanguage<T>(language: Language, write: () => T): { value: T; englishUsed: boolean } {
  const outer = scope;
  scope =
    language === "hi"
      ? { translator: hindi, hindi: true, englishUsed: false }
      : { translator: english, hindi: false, englishUsed: false };
  try {
    const value = write();
    return { value, englishUsed: scope.englishUsed };
  } finally {
    scope = outer;
  }
}

/** The catalog message at `key` in the answer's language (English outside `inLanguage`). */
export function t(key: MessageKey, vars?: Vars): string {
  return scope.translator.t(key, vars);
}

/** The translator of the answer's language, for helpers that take one (the plan's reasons). */
export function translator(): Translator {
  return scope.translator;
}

/** Whether the answer is being written in Hindi. */
export function inHindi(): boolean {
  return scope.hindi;
}

/** A record's text in the content's shape (`name: { en, hi }`). */
export interface LocalizedText {
  en: string;
  hi?: string | undefined;
}

/**
 * A record's text (`name`, `summary`, …) in the answer's language; its English when it has no Hindi yet,
 * which the Hindi answer then says (reply.ts). A missing text is empty.
 */
export function local(text: LocalizedText | undefined): string {
  if (!text) return "";
  if (!scope.hindi) return text.en;
  if (text.hi) return text.hi;
  // a name that is only acronyms ("NEET-UG", "MBBS") reads the same in a Hindi answer
  if (englishWords.test(text.en)) scope.englishUsed = true;
  return text.en;
}

const englishWords = /[a-z]{3,}/;

/** A record's English text, for the few answers read out of it by English patterns (an age limit). */
export function inEnglish(text: LocalizedText | undefined): string {
  if (!text) return "";
  if (scope.hindi) scope.englishUsed = true;
  return text.en;
}

/** A label from the catalog when it has one (`careers.subjects.physics`), else the English `fallback`. */
function label(key: string, fallback: string): string {
  return scope.hindi && scope.translator.has(key) ? scope.translator.t(key) : fallback;
}

/** A school subject's name ('physics') as the answer shows it. */
export function subjectLabel(id: string): string {
  return label(`careers.subjects.${id}`, subjectName(id));
}

/** A stream's name ('science') as the answer shows it. */
export function streamLabel(id: string): string {
  return label(`careers.streams.${id}`, streamName(id));
}

/** A career family's name ('engineering-technology') as the answer shows it. */
export function familyLabel(id: string): string {
  return label(`careers.families.${id}`, id.replace(/-/g, " "));
}

const hindiMonths = new Intl.DateTimeFormat("hi-IN", { month: "long", timeZone: "UTC" });

/** A month's name (1 to 12) as the answer shows it. */
export function monthLabel(month: number): string {
  return scope.hindi && month >= 1 && month <= 12
    ? hindiMonths.format(Date.UTC(2000, month - 1, 15))
    : monthName(month);
}
