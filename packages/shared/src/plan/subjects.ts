// Students type their favourite and least favourite subjects in their own words ("Maths", "Bio",
// "Drawing"); these rules read them as the class 11-12 subject ids the career library uses.

/** The knowledge base's subject ids (packages/content/src/knowledge/schemas.ts; a server test keeps them equal). */
export const SUBJECT_IDS = [
  "physics",
  "chemistry",
  "mathematics",
  "biology",
  "computer-science",
  "english",
  "hindi",
  "accountancy",
  "business-studies",
  "economics",
  "history",
  "geography",
  "political-science",
  "psychology",
  "sociology",
  "fine-arts",
  "music",
  "physical-education",
  "home-science",
  "informatics-practices",
  "legal-studies",
  "sanskrit",
  "agriculture",
] as const;
export type SubjectId = (typeof SUBJECT_IDS)[number];

// words and phrases as students write them, lower case; a phrase may stand for several subjects
const SUBJECT_WORDS: Readonly<Record<string, readonly SubjectId[]>> = {
  physics: ["physics"],
  chemistry: ["chemistry"],
  chem: ["chemistry"],
  mathematics: ["mathematics"],
  maths: ["mathematics"],
  math: ["mathematics"],
  algebra: ["mathematics"],
  geometry: ["mathematics"],
  statistics: ["mathematics"],
  biology: ["biology"],
  bio: ["biology"],
  botany: ["biology"],
  zoology: ["biology"],
  "life science": ["biology"],
  science: ["physics", "chemistry", "biology"],
  computer: ["computer-science"],
  computers: ["computer-science"],
  "computer science": ["computer-science"],
  "computer applications": ["computer-science"],
  cs: ["computer-science"],
  coding: ["computer-science"],
  programming: ["computer-science"],
  it: ["informatics-practices"],
  "information technology": ["informatics-practices"],
  "informatics practices": ["informatics-practices"],
  ip: ["informatics-practices"],
  english: ["english"],
  literature: ["english"],
  hindi: ["hindi"],
  accountancy: ["accountancy"],
  accounts: ["accountancy"],
  accounting: ["accountancy"],
  "business studies": ["business-studies"],
  business: ["business-studies"],
  commerce: ["accountancy", "business-studies", "economics"],
  economics: ["economics"],
  eco: ["economics"],
  history: ["history"],
  geography: ["geography"],
  geo: ["geography"],
  "political science": ["political-science"],
  politics: ["political-science"],
  civics: ["political-science"],
  "social science": ["history", "geography", "political-science", "economics"],
  "social studies": ["history", "geography", "political-science", "economics"],
  sst: ["history", "geography", "political-science", "economics"],
  psychology: ["psychology"],
  sociology: ["sociology"],
  "fine arts": ["fine-arts"],
  art: ["fine-arts"],
  arts: ["fine-arts"],
  drawing: ["fine-arts"],
  painting: ["fine-arts"],
  sketching: ["fine-arts"],
  craft: ["fine-arts"],
  music: ["music"],
  singing: ["music"],
  dance: ["music", "physical-education"],
  dancing: ["music", "physical-education"],
  "physical education": ["physical-education"],
  pe: ["physical-education"],
  sports: ["physical-education"],
  games: ["physical-education"],
  yoga: ["physical-education"],
  "home science": ["home-science"],
  cooking: ["home-science"],
  "legal studies": ["legal-studies"],
  law: ["legal-studies"],
  sanskrit: ["sanskrit"],
  agriculture: ["agriculture"],
  farming: ["agriculture"],
};

const LONGEST_PHRASE = Math.max(...Object.keys(SUBJECT_WORDS).map((phrase) => phrase.split(" ").length));

/** Lower-case words of a free text, without punctuation. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9\p{Script=Devanagari}]+/gu, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
}

/**
 * The subject ids a student's own words name, each once, in the order written: "Maths and Bio" gives
 * mathematics, biology. Longer phrases win ("computer science" is one subject, not two words).
 */
export function subjectsIn(text: string | null | undefined): SubjectId[] {
  if (!text) return [];
  const words = wordsOf(text);
  const found: SubjectId[] = [];
  for (let at = 0; at < words.length;) {
    let matched = 0;
    for (let length = Math.min(LONGEST_PHRASE, words.length - at); length > 0 && matched === 0; length--) {
      const subjects = SUBJECT_WORDS[words.slice(at, at + length).join(" ")];
      if (subjects) {
        for (const subject of subjects) if (!found.includes(subject)) found.push(subject);
        matched = length;
      }
    }
    at += Math.max(matched, 1);
  }
  return found;
}
