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

/**
 * Reads a message in English, Hinglish or Hindi (Devanagari) as English words. Words of the names the
 * mentor knows ("Doon University", "MAT") are never read as Hindi.
 */
export function toEnglish(message: string, isNameWord: (word: string) => boolean = () => false): Translated {
  const { hindi, hinglish } = loadTables();
  const messageWords = normalise(message).split(" ").filter(Boolean);
  if (devanagari.test(message)) {
    // Devanagari words the vocabulary does not know carry nothing the search could use
    const read = replacePhrases(messageWords, hindi, (word) => !devanagari.test(word));
    return { language: "hi", english: read.words.join(" ") };
  }
  const read = replacePhrases(messageWords, hinglish, () => true, isNameWord);
  // words shared with English ("to", "me", "hi") are read as Hindi only beside a clear Hindi word
  if (read.markers === 0) return { language: "en", english: messageWords.join(" ") };
  return { language: "hinglish", english: read.words.join(" ") };
}
