// One reading of free text for every check of harm: Devanagari spelled in Latin letters, the spelling
// variants of Roman Hindi folded together, digits and symbols typed for letters read as letters, and
// words typed apart ("s u i c i d e") joined. The community's checks and the AI mentor's care path
// both read this form, so they agree on what a message says.

const VOWEL_SIGNS: Record<string, string> = {
  "\u093e": "aa",
  "\u093f": "i",
  "\u0940": "ii",
  "\u0941": "u",
  "\u0942": "uu",
  "\u0943": "ri",
  "\u0945": "e",
  "\u0947": "e",
  "\u0948": "ai",
  "\u0949": "o",
  "\u094b": "o",
  "\u094c": "au",
};
const VOWELS: Record<string, string> = {
  अ: "a",
  आ: "aa",
  इ: "i",
  ई: "ii",
  उ: "u",
  ऊ: "uu",
  ऋ: "ri",
  ए: "e",
  ऐ: "ai",
  ओ: "o",
  औ: "au",
  ऑ: "o",
  ऍ: "e",
};
const CONSONANTS: Record<string, string> = {
  क: "k",
  ख: "kh",
  ग: "g",
  घ: "gh",
  ङ: "n",
  च: "ch",
  छ: "chh",
  ज: "j",
  झ: "jh",
  ञ: "n",
  ट: "t",
  ठ: "th",
  ड: "d",
  ढ: "dh",
  ण: "n",
  त: "t",
  थ: "th",
  द: "d",
  ध: "dh",
  न: "n",
  प: "p",
  फ: "ph",
  ब: "b",
  भ: "bh",
  म: "m",
  य: "y",
  र: "r",
  ल: "l",
  व: "v",
  श: "sh",
  ष: "sh",
  स: "s",
  ह: "h",
};
// a consonant with the nukta below it is another sound: ज़ is z, फ़ is f
const NUKTA_CONSONANTS: Record<string, string> = { क: "q", ख: "kh", ग: "g", ज: "z", ड: "r", ढ: "rh", फ: "f", य: "y" };
const VIRAMA = "\u094d";
const NUKTA = "\u093c";
const NASALS = new Set(["\u0901", "\u0902"]);
const VISARGA = "\u0903";

/** A Devanagari word in Latin letters, with the short "a" Hindi leaves unsaid at a word's end dropped. */
function devanagariWord(word: string): string {
  const chars = [...word.normalize("NFD")];
  let out = "";
  for (let index = 0; index < chars.length; index++) {
    const char = chars[index]!;
    const consonant = CONSONANTS[char];
    if (consonant !== undefined) {
      const nukta = chars[index + 1] === NUKTA;
      if (nukta) index += 1;
      out += nukta ? (NUKTA_CONSONANTS[char] ?? consonant) : consonant;
      const next = chars[index + 1];
      if (next === VIRAMA) index += 1;
      else if (next !== undefined && VOWEL_SIGNS[next] !== undefined) {
        out += VOWEL_SIGNS[next];
        index += 1;
      } else if (index + 1 < chars.length) out += "a";
      continue;
    }
    if (VOWELS[char] !== undefined) out += VOWELS[char];
    else if (NASALS.has(char)) out += "n";
    else if (char === VISARGA) out += "h";
    else if (char !== NUKTA && char !== VIRAMA) out += char;
  }
  return out;
}

// the zero of each Indian script's digits, so "९८७६५" reads as "98765"
const DIGIT_ZEROS = [0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66, 0xff10];

export function asciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (digit) => {
    const code = digit.codePointAt(0) ?? 0;
    const zero = DIGIT_ZEROS.find((start) => code >= start && code < start + 10);
    return zero === undefined ? digit : String(code - zero);
  });
}

export function devanagariToLatin(text: string): string {
  return text.replace(/[\u0900-\u0963\u0970-\u097f]+/gu, devanagariWord);
}

const LOOK_ALIKES: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "8": "b",
  "@": "a",
  $: "s",
  "!": "i",
  "|": "i",
};

/**
 * One spelling for the ways Roman Hindi writes a sound: long vowels as short, z as j, w as v, ph as f,
 * aspirates without their h (but ch, which is another sound than c), doubled letters once, and the short "a" inside a word left out (so
 * "zindagi", "jindgi" and "ज़िंदगी" meet). Applied to English words too, which only needs both sides of
 * a comparison to be folded alike.
 */
export function foldSpelling(word: string): string {
  if (/^\d+$/.test(word)) return word;
  const folded = word
    .replace(/(?<=[a-z])(?:ain|ein|in|en|un|on)$/u, (tail) => tail.slice(0, -1))
    .replace(/ph/g, "f")
    .replace(/chh/g, "ch")
    .replace(/([kgjtdpb])h/g, "$1")
    .replace(/sh/g, "s")
    .replace(/z/g, "j")
    .replace(/w/g, "v")
    .replace(/q/g, "k")
    .replace(/ck/g, "k")
    .replace(/c(?=[^h]|$)/g, "k")
    .replace(/ee|ii|ey|ie$/g, "i")
    .replace(/oo|uu/g, "u")
    .replace(/ai|ae|ay/g, "e")
    .replace(/au|ou|ow/g, "o")
    .replace(/y$/g, "i")
    .replace(/(\p{L})\1+/gu, "$1");
  // the short a inside a word, not the one it starts or ends with ("marna", "मरना": "mrna")
  if (folded.length <= 2) return folded;
  return folded[0] + folded.slice(1, -1).replace(/a/g, "") + folded.slice(-1);
}

/** The words of a text as the checks read them; letters typed one by one are joined into one word. */
export function harmWords(text: string): string[] {
  const latin = devanagariToLatin(asciiDigits(text).normalize("NFC"))
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[013457@$!|8](?=[a-z*])|(?<=[a-z])[013457@$!|8]/g, (symbol) => LOOK_ALIKES[symbol] ?? symbol)
    .replace(/(\p{L})\1{2,}/gu, "$1");
  const raw = latin.split(/[^\p{L}\p{N}*]+/u).filter(Boolean);
  const joined: string[] = [];
  let letters = "";
  for (const token of raw) {
    if (token.length === 1 && /\p{L}/u.test(token)) {
      letters += token;
      continue;
    }
    if (letters) joined.push(letters);
    letters = "";
    joined.push(token);
  }
  if (letters) joined.push(letters);
  return joined;
}

/** The folded words of a text: what rules and the classifier compare. */
export function foldedWords(text: string): string[] {
  return harmWords(text).map(foldSpelling);
}
