import { vocabulary, type Translation } from "@disha/content/vocabulary";
import { normalise } from "./text.ts";

export type Language = "en" | "hi" | "hinglish";

export interface Translated {
  language: Language;
  /** the message in English words, lower case, for the rest of the reading */
  english: string;
}

interface PhraseTable {
  /** phrases by their first word, longest first */
  byFirstWord: Map<string, { words: string[]; means: string; marker: boolean }[]>;
}

function phraseTable(entries: readonly Translation[]): PhraseTable {
  const byFirstWord: PhraseTable["byFirstWord"] = new Map();
  for (const entry of entries) {
    for (const form of entry.say) {
      const formWords = normalise(form).split(" ").filter(Boolean);
      const [first] = formWords;
      if (!first) continue;
      const list = byFirstWord.get(first) ?? [];
      list.push({ words: formWords, means: entry.means, marker: entry.marker ?? false });
      byFirstWord.set(first, list);
    }
  }
  for (const list of byFirstWord.values()) list.sort((left, right) => right.words.length - left.words.length);
  return { byFirstWord };
}

let tables: { hindi: PhraseTable; hinglish: PhraseTable } | undefined;

function loadTables() {
  tables ??= { hindi: phraseTable(vocabulary().hindi), hinglish: phraseTable(vocabulary().hinglish) };
  return tables;
}

/** Replaces every phrase of the table found in `text`; words it does not know stay as they are. */
function replacePhrases(
  messageWords: readonly string[],
  table: PhraseTable,
  keep: (word: string) => boolean,
  isNameWord: (word: string) => boolean = () => false,
): { words: string[]; markers: number; known: number } {
  const out: string[] = [];
  let markers = 0;
  let known = 0;
  for (let index = 0; index < messageWords.length;) {
    const word = messageWords[index]!;
    const phrase = (isNameWord(word) ? undefined : table.byFirstWord.get(word))?.find((candidate) =>
      candidate.words.every((part, offset) => messageWords[index + offset] === part),
    );
    if (phrase) {
      if (phrase.means) out.push(phrase.means);
      if (phrase.marker) markers += 1;
      known += phrase.words.length;
      index += phrase.words.length;
    } else {
      if (keep(word)) out.push(word);
      index += 1;
    }
  }
  return { words: out, markers, known };
}

const devanagari = /[\u0900-\u097F]/;

/** How many words of `messageWords` ending just before `end` form one phrase of the table (at least 1). */
function phraseBefore(messageWords: readonly string[], end: number, table: PhraseTable): number {
  for (let length = Math.min(4, end); length > 1; length--) {
    const start = end - length;
    const known = table.byFirstWord
      .get(messageWords[start]!)
      ?.some(
        (phrase) =>
          phrase.words.length === length && phrase.words.every((part, offset) => messageWords[start + offset] === part),
      );
    if (known) return length;
  }
  return 1;
}

const possessives = new Set(["के", "की"]);
const alsoJoined = new Set(["और", "या"]);

/**
 * Hindi says "without" around or after what it leaves out: "गणित के बिना डॉक्टर", "बिना गणित के डॉक्टर"
 * (a doctor without maths). English puts it before, and the mentor's reading takes what follows
 * "without" as rejected, so the left-out words move to the end behind "बिना": "डॉक्टर बिना गणित".
 */
function withoutLast(messageWords: readonly string[], table: PhraseTable): string[] {
  const words = [...messageWords];
  const at = words.indexOf("बिना");
  if (at < 0) return words;
  let from: number;
  let to: number;
  if (possessives.has(words[at - 1] ?? "") && at >= 2) {
    // "X के बिना": X is the phrase before, and any joined to it by "और" or "या"
    to = at - 1;
    from = to - phraseBefore(words, to, table);
    while (from >= 2 && alsoJoined.has(words[from - 1]!)) from = from - 1 - phraseBefore(words, from - 1, table);
    const leftOut = words.slice(from, to);
    words.splice(from, at + 1 - from);
    return [...words, "बिना", ...leftOut];
  }
  // "बिना X के": X runs to the next "के" or "की", a few words on
  const close = words.findIndex((word, index) => index > at && index <= at + 6 && possessives.has(word));
  if (close < 0) return words;
  const leftOut = words.slice(at + 1, close);
  words.splice(at, close + 1 - at);
  return [...words, "बिना", ...leftOut];
}

const questionWords = new Set(["how", "what", "which", "who", "when", "where", "why", "how many", "how many years"]);

/**
 * A Hindi yes-or-no question opens with "क्या" and ends with its verb: "क्या मैं डॉक्टर बन सकता हूँ"
 * reads "what i doctor become can". English asks it with "can" first ("can i ... become"), which is how
 * the mentor knows a question of eligibility, so "can" moves there and the opening "क्या" goes.
 */
function yesNoFirst(messageWords: readonly string[], english: readonly string[]): string[] {
  if (!english.includes("can")) return [...english];
  const opensYesNo = messageWords[0] === "क्या" && ["मैं", "हम", "मुझे"].includes(messageWords[1] ?? "");
  const rest = opensYesNo ? english.slice(english.indexOf("what") + 1) : [...english];
  if (rest.some((word) => questionWords.has(word))) return [...english];
  return ["can", ...rest.filter((word) => word !== "can")];
}

/**
 * Reads a message in English, Hinglish or Hindi (Devanagari) as English words. Words of the names the
 * mentor knows ("Doon University", "MAT") are never read as Hindi. A clause of a Hinglish message is
 * Hinglish too ("usko CA karwaye ya sirf bcom?" has no clear Hindi word of its own).
 */
export function toEnglish(
  message: string,
  isNameWord: (word: string) => boolean = () => false,
  /** the message this text is a part of is Hinglish: read it so even without a clear Hindi word of its own */
  partOfHinglish = false,
): Translated {
  const { hindi, hinglish } = loadTables();
  const messageWords = normalise(message).split(" ").filter(Boolean);
  if (devanagari.test(message)) {
    // Devanagari words the vocabulary does not know carry nothing the search could use
    const read = replacePhrases(withoutLast(messageWords, hindi), hindi, (word) => !devanagari.test(word));
    return { language: "hi", english: yesNoFirst(messageWords, read.words).join(" ") };
  }
  const read = replacePhrases(messageWords, hinglish, () => true, isNameWord);
  // words shared with English ("to", "me", "hi") are read as Hindi only beside a clear Hindi word
  if (read.markers === 0 && !partOfHinglish) return { language: "en", english: messageWords.join(" ") };
  return { language: "hinglish", english: read.words.join(" ") };
}
