// How the mentor reads words: lower case, degree names folded ("B.Tech" -> "btech"), light stemming,
// and the small words that carry no topic.

const stopwords = new Set(
  (
    "a an the i im me my mine we our you your he she him her his they them their it its this that these those " +
    "is are am be been being was were do does did doing done to of in on for and or but so if then than " +
    "what which who whom whose how why when where can could should would will shall may might must " +
    "there here about as at by from into up down out over under again with " +
    "want wants wanted like likes tell please get got need needs some any more most much many very really " +
    "also have has had having just only own same such too all both each few other one ones " +
    "kindly know let lets make give sir madam ok okay hello hi hey become becoming becomes"
  ).split(" "),
);

export function isStopword(word: string): boolean {
  return stopwords.has(word);
}

// dotted and spaced degree names become one word, as the catalog's names do
const foldings: [RegExp, string][] = [
  [/[’‘`]/g, "'"],
  [/\bb\.\s?e\b\.?/g, "btech"],
  [/\b([bm])\.\s+(tech|sc|com|arch|des|ed|pharm|a)\b\.?/g, "$1$2"],
  [/\b[a-z]{1,2}(?:\.[a-z]{1,5})+\.?(?=\s|$|[,;:!?/)])/g, (match: string) => match.replace(/\./g, "")] as never,
  [/\b(\d+)(st|nd|rd|th)\b/g, "$1"],
  [/\bx\s?th\b/g, "10"],
  [/\bxii\s?th\b|\bxii\b/g, "12"],
  [/\bxi\s?th\b/g, "11"],
];

// Devanagari written with or without the nukta (फ़ीस, फीस) or with chandrabindu or anusvara (कहाँ,
// कहां) is the same word to a student; the mentor reads both alike
const nukta = /\u093C/g;
const chandrabindu = /\u0901/g;

/** Lower case, degree names folded, punctuation to spaces; words keep their order. */
export function normalise(text: string): string {
  let folded = text.normalize("NFD").replace(nukta, "").replace(chandrabindu, "\u0902").normalize("NFC").toLowerCase();
  for (const [pattern, replacement] of foldings) {
    folded =
      typeof replacement === "string"
        ? folded.replace(pattern, replacement)
        : folded.replace(pattern, replacement as (match: string) => string);
  }
  return folded
    .replace(/'(s|re|ve|ll|d|m|t)\b/g, (_match, tail: string) => (tail === "t" ? "t" : ""))
    .replace(/[^\p{L}\p{M}\p{N}\s]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export function words(text: string): string[] {
  const normal = normalise(text);
  return normal ? normal.split(" ") : [];
}

/** A small suffix stripper: enough to meet plurals and -er/-ing/-ist/-ology forms half-way. */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith("eers")) return word.slice(0, -1);
  if (word.endsWith("eer")) return word;
  const rules: [string, string][] = [
    ["ologists", "olog"],
    ["ologist", "olog"],
    ["ology", "olog"],
    ["ities", ""],
    ["ically", ""],
    ["ments", ""],
    ["ment", ""],
    ["ings", ""],
    ["ing", ""],
    ["ists", ""],
    ["ist", ""],
    ["isms", ""],
    ["ism", ""],
    ["ies", "y"],
    ["ics", ""],
    ["ical", ""],
    ["ancy", ""],
    ["ants", ""],
    ["ant", ""],
    ["ers", ""],
    ["er", ""],
    ["ed", ""],
    ["ic", ""],
    ["al", ""],
    ["es", ""],
    ["s", ""],
    ["y", ""],
    ["e", ""],
  ];
  for (const [suffix, replacement] of rules) {
    if (!word.endsWith(suffix)) continue;
    if (suffix === "s" && /[siu]s$/.test(word)) return word;
    if (suffix === "es" && !/(ch|sh|x|ss|z)es$/.test(word)) continue;
    const base = word.slice(0, -suffix.length) + replacement;
    if (suffix === "s" && base.length === 3) return base;
    if (base.length >= 4) return base.length > 4 && base.endsWith("e") ? base.slice(0, -1) : base;
  }
  return word;
}

const sameAs = new Map<string, string>(
  [
    ["mathematics", "maths", "math", "mathematical", "mathemat"],
    ["scien", "scienc", "scient"],
    ["medic", "medicin", "medical"],
  ].flatMap(([first, ...rest]) => rest.map((word) => [stem(word), stem(first!)] as [string, string])),
);

/** The form two spellings of one word share ("Maths" and "mathematics"). */
export function key(word: string): string {
  const stemmed = stem(word);
  return sameAs.get(stemmed) ?? stemmed;
}

export function keys(text: string): string[] {
  return words(text).map(key);
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** The words of a text: its runs of non-space that hold a letter or a digit ("•" and "—" are not words). */
export function countWords(text: string): number {
  let words = 0;
  for (const run of text.split(/\s+/)) if (LETTER_OR_DIGIT.test(run)) words++;
  return words;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
