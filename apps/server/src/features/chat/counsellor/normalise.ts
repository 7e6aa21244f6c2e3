const stopwords = new Set(
  (
    "a an the i im i'm me my mine we our you your yours he she him her his they them their it its this that these those " +
    "is are am be been being was were do does did doing done to of in on for and or but nor so if then than " +
    "what which who whom whose how why when where can could should would will shall may might must " +
    "there here about after before with as at by from into onto up down out over under again " +
    "want wants wanted like likes tell please get got need needs some any more most much many very really " +
    "also have has had having not no yes just only own same such too all both each few other one ones " +
    "kindly know let lets make give sir madam okay ok hello hi hey become becoming becomes"
  ).split(" "),
);

/** Words that mean the same here; every form is read as the first (on documents and questions alike). */
const equivalentGroups: string[][] = [
  ["mathematics", "maths", "math", "mathematical"],
  ["analysis", "analyst", "analysts", "analytics", "analyse", "analyze", "analytical"],
  ["biotechnology", "biotech", "biotechnologist"],
  ["medical", "medicine", "medic"],
  ["statistics", "statistical", "statistician"],
  ["counselling", "counseling", "counsellor", "counselor"],
  ["programming", "coding", "coder", "programmer"],
  ["computer", "computers", "computing"],
  ["journalism", "journalist", "journalistic"],
  ["psychology", "psychologist", "psychological"],
  ["economics", "economist", "economy", "economic"],
  ["design", "designer", "designing"],
  ["internship", "internships", "intern"],
  ["business", "businesses"],
];

/**
 * What a student may type, mapped onto the words the content uses; only questions are expanded.
 * Words before "|" are another name for the same thing ("CA" is "chartered accountant") and may
 * name an entity; words after it are only related and just help the search.
 */
const expansions: Record<string, string> = {
  doctor: "doctor | medical MBBS",
  physician: "doctor | medical MBBS",
  mbbs: "MBBS | doctor",
  ca: "CA chartered accountant",
  cs: "CS company secretary",
  cma: "CMA cost management accountant",
  icwa: "CMA cost accountant",
  cse: "CSE computer science | software",
  developer: "developer | software",
  ai: "AI artificial intelligence",
  ml: "ML machine learning",
  pcb: "PCB | biology science",
  pcm: "PCM | mathematics science",
  eng: "engineer",
  btech: "btech | engineer",
  be: "btech",
  dental: "dental | dentist BDS",
  teeth: "teeth | dentist",
  lawyer: "| law CLAT LLB",
  advocate: "| law CLAT LLB",
  legal: "| law",
  drawing: "drawing | sketching",
  sketching: "sketching | drawing",
  news: "news | journalism",
  media: "media | journalism",
  reporter: "reporter | journalism",
  therapist: "| therapy psychology",
  mental: "mental | psychology",
  banker: "| bank finance",
  banking: "| bank finance",
  investing: "| investment finance",
  stock: "stock | shares finance",
  money: "| finance money",
  startup: "startup entrepreneur | business",
  entrepreneurship: "entrepreneur | business",
  mba: "MBA | management",
  bba: "BBA | management",
  iit: "IIT JEE Advanced",
  iits: "IIT JEE Advanced",
  nit: "NIT JEE Main",
  nits: "NIT JEE Main",
  aiims: "AIIMS NEET",
  scientist: "scientist | research",
};

/** Compound and dotted forms folded into one token before splitting (B.Tech, M.Sc, 12th). */
const foldings: [RegExp, string][] = [
  [/\bb\.?\s?tech\b\.?/g, " btech "],
  [/\bm\.?\s?tech\b\.?/g, " mtech "],
  [/\bb\.\s?e\b\.?/g, " btech "],
  [/\bb\.?\s?sc\b\.?/g, " bsc "],
  [/\bm\.?\s?sc\b\.?/g, " msc "],
  [/\bb\.?\s?com\b\.?/g, " bcom "],
  [/\bm\.?\s?com\b\.?/g, " mcom "],
  [/\bb\.?\s?arch\b\.?/g, " barch "],
  [/\bb\.?\s?des\b\.?/g, " bdes "],
  [/\bb\.?\s?ed\b\.?/g, " bed "],
  [/\bb\.\s?a\b\.?/g, " ba "],
  [/\bm\.\s?a\b\.?/g, " ma "],
  [/\bph\.?\s?d\b\.?/g, " phd "],
  [/\b(\d+)(st|nd|rd|th)\b/g, " $1 "],
  [/\bx\s?th\b/g, " 10 "],
  [/\bxii\s?th\b|\bxii\b/g, " 12 "],
];

/** A small suffix stripper: enough to meet plurals and -er/-ing/-ist/-ology forms half-way. */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith("eers")) return word.slice(0, -1);
  if (word.endsWith("eer")) return word;
  const rules: [string, string][] = [
    ["ologists", "olog"],
    ["ologist", "olog"],
    ["ology", "olog"],
    ["icians", ""],
    ["ician", ""],
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
    // a bare plural may leave three letters ("arts" -> "art"); other suffixes need a longer stem
    if (suffix === "s" && base.length === 3) return base;
    if (base.length >= 4) return base.length > 4 && base.endsWith("e") ? base.slice(0, -1) : base;
  }
  return word;
}

export function normaliseText(text: string): string {
  let folded = text.toLowerCase().replace(/[’']/g, "'");
  for (const [pattern, replacement] of foldings) folded = folded.replace(pattern, replacement);
  return folded.replace(/[^a-z0-9'\s]+/g, " ").replace(/'/g, "");
}

function stemWords(text: string): string[] {
  return normaliseText(text)
    .split(/\s+/)
    .filter((word) => word.length > 0 && !stopwords.has(word))
    .map(stem);
}

const canonicalStems = new Map<string, string>();
for (const [first, ...rest] of equivalentGroups) {
  const target = stem(first ?? "");
  for (const word of rest) canonicalStems.set(stem(word), target);
}

/** Lower-cased, folded and stemmed words without stopwords; no synonym expansion. */
export function tokenise(text: string): string[] {
  return stemWords(text).map((token) => canonicalStems.get(token) ?? token);
}

interface Expansion {
  aliases: string[];
  related: string[];
}

const expansionTokens = new Map<string, Expansion>(
  Object.entries(expansions).map(([word, meaning]) => {
    const [aliases = "", related = ""] = meaning.split("|");
    return [tokenise(word)[0] ?? word, { aliases: tokenise(aliases), related: tokenise(related) }];
  }),
);

export function expandsTo(token: string): Expansion | undefined {
  return expansionTokens.get(token);
}

export interface WeightedToken {
  token: string;
  weight: number;
  /** Typed by the student, another name for what was typed, or only a related word. */
  source: "typed" | "alias" | "related";
}

// an expansion should help a question find its topic, not outweigh the words actually typed
const expansionWeight = 0.6;

/** Question tokens with their expansions, so "CA" also finds "chartered accountant". */
export function expandQuery(tokens: readonly string[]): WeightedToken[] {
  return tokens.flatMap((token): WeightedToken[] => {
    const expansion = expansionTokens.get(token);
    if (!expansion) return [{ token, weight: 1, source: "typed" }];
    const typed: WeightedToken = { token, weight: 1, source: "typed" };
    const extra = (source: "alias" | "related") => (extra: string) => ({
      token: extra,
      weight: expansionWeight,
      source,
    });
    return [
      typed,
      ...expansion.aliases.filter((extraToken) => extraToken !== token).map(extra("alias")),
      ...expansion.related.filter((extraToken) => extraToken !== token).map(extra("related")),
    ];
  });
}
