import { streams as schoolStreams } from "@disha/content";
import { knowledgeBase } from "@disha/content/knowledge/base";
import type { CareerRecord, DegreeRecord, ExamRecord } from "@disha/content/knowledge/schemas";
import type { Topic } from "@disha/content/vocabulary";
import { subjectName } from "./catalog.ts";

// Derived facts the answers need, computed once from the knowledge base: how central a career is,
// which exams, degrees and subjects a group of careers shares, and what comes after a degree.

const kb = knowledgeBase;

const relatedCount = new Map<string, number>();
for (const career of kb.careers) {
  for (const id of career.related) relatedCount.set(id, (relatedCount.get(id) ?? 0) + 1);
}

/** How many careers name this one as related: a fair guide to how well known it is. */
export function centrality(career: CareerRecord): number {
  return relatedCount.get(career.id) ?? 0;
}

/** Every career, the best known first, worked out once: a filter of it keeps that order without a sort. */
export const careersBestKnownFirst: readonly CareerRecord[] = [...kb.careers].sort(
  (left, right) => centrality(right) - centrality(left) || left.name.en.localeCompare(right.name.en),
);

/** A career's name and summary in one text, to look for a word in. */
const careerTexts = new Map(kb.careers.map((career) => [career, `${career.name.en} ${career.summary.en}`]));
export function careerText(career: CareerRecord): string {
  return careerTexts.get(career) ?? `${career.name.en} ${career.summary.en}`;
}

/** `find` worked out once per key and kept: the knowledge base changes only with a deploy. */
function keptPerKey<T>(find: (key: string) => readonly T[]): (key: string) => T[] {
  const kept = new Map<string, readonly T[]>();
  return (key) => {
    let found = kept.get(key);
    if (!found) {
      found = find(key);
      kept.set(key, found);
    }
    return [...found];
  };
}

export function ranked<T>(lists: readonly (readonly T[])[]): T[] {
  const counts = new Map<T, number>();
  lists.forEach((list, index) =>
    list.forEach((item) => counts.set(item, (counts.get(item) ?? 0) + 1 / (1 + index * 0))),
  );
  return [...counts.entries()].sort((left, right) => right[1] - left[1]).map(([item]) => item);
}

export function examsOf(careers: readonly CareerRecord[]): ExamRecord[] {
  return ranked(careers.map((career) => career.exams)).flatMap((id) => kb.examById(id) ?? []);
}

export function degreesOf(careers: readonly CareerRecord[]): DegreeRecord[] {
  return ranked(careers.map((career) => career.degrees)).flatMap((id) => kb.degreeById(id) ?? []);
}

export function subjectsOf(careers: readonly CareerRecord[]): string[] {
  return ranked(careers.map((career) => career.subjects.slice(0, 3)));
}

const careersOfFamilies = keptPerKey((families) =>
  careersBestKnownFirst.filter((career) => families.split(" ").includes(career.family)),
);

export function careersOfTopic(topic: Topic): CareerRecord[] {
  if (topic.families) return careersOfFamilies(topic.families.join(" "));
  return careersOfStream(topic.stream!);
}

const streamSubjects: Record<string, string[]> = {
  science: ["physics", "chemistry", "mathematics", "biology", "computer-science"],
  commerce: ["accountancy", "business-studies", "economics", "mathematics"],
  arts: [
    "history",
    "political-science",
    "psychology",
    "sociology",
    "geography",
    "fine-arts",
    "economics",
    "legal-studies",
  ],
};

export function streamSubjectsOf(stream: string): string[] {
  return streamSubjects[stream] ?? [];
}

/** Careers a stream leads to: named for it first, then open to any stream with its subjects. */
const careersByStream = new Map<string, readonly CareerRecord[]>();

export function careersOfStream(stream: string): CareerRecord[] {
  let careers = careersByStream.get(stream);
  if (!careers) {
    const own = streamSubjects[stream] ?? [];
    const scores = new Map(
      kb.careers.map((career) => [
        career,
        (career.streams.includes(stream as never) ? 3 : career.streams[0] === "any" ? 1 : -10) +
          career.subjects.slice(0, 2).filter((subject) => own.includes(subject)).length * 2 +
          centrality(career) / 10,
      ]),
    );
    const score = (career: CareerRecord) => scores.get(career) ?? 0;
    careers = kb.careers.filter((career) => score(career) > 1).sort((left, right) => score(right) - score(left));
    careersByStream.set(stream, careers);
  }
  return [...careers];
}

export function streamSummary(stream: string): string | undefined {
  return schoolStreams.find((entry) => entry.id === stream)?.summary;
}

export function streamName(stream: string): string {
  return schoolStreams.find((entry) => entry.id === stream)?.name ?? subjectName(stream);
}

export function opensTo(streams: readonly string[], stream: string): boolean {
  return streams.includes("any") || streams.includes(stream);
}

/** Careers that use a degree, the best known first. */
export const careersWithDegree = keptPerKey((degreeId) =>
  careersBestKnownFirst.filter((career) => career.degrees.includes(degreeId)),
);

export const careersWithExam = keptPerKey((examId) =>
  careersBestKnownFirst.filter((career) => career.exams.includes(examId)),
);

/** Degrees that come after this one for the careers that use it ("after B.Sc": M.Sc, MBA...). */
export function degreesAfter(degree: DegreeRecord): DegreeRecord[] {
  const next = degreesOf(careersWithDegree(degree.id)).filter(
    (other) => other.id !== degree.id && (other.after === "graduation" || other.level === "postgraduate"),
  );
  return next;
}

/** First degrees that lead to a degree taken after graduation ("before an MBA": BBA, B.Com...). */
export function degreesBefore(degree: DegreeRecord): DegreeRecord[] {
  return degreesOf(careersWithDegree(degree.id)).filter(
    (other) => other.id !== degree.id && other.after === "class-12",
  );
}

export function examsForDegree(degree: DegreeRecord): ExamRecord[] {
  return kb.exams.filter((exam) => exam.degrees?.includes(degree.id));
}

const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

export function monthName(month: number): string {
  return monthNames[month - 1] ?? String(month);
}

// the texts are the knowledge base's, so each one's first sentence is found once
const firstSentences = new Map<string, string>();

/** The first sentence, not fooled by "B.A." or "e.g.". */
export function firstSentence(text: string): string {
  let sentence = firstSentences.get(text);
  if (sentence === undefined) {
    sentence = findFirstSentence(text);
    firstSentences.set(text, sentence);
  }
  return sentence;
}

function findFirstSentence(text: string): string {
  const trimmed = text.trim();
  // a Hindi sentence ends in a danda (।)
  const ends = /[.!?](?=\s+[A-Z(]|$)|।/g;
  for (const match of trimmed.matchAll(ends)) {
    const before = trimmed.slice(0, match.index + 1);
    if (match[0] === "।") return before;
    if (/(^|[\s(])([A-Za-z]\.)+[A-Za-z]?\.?$/.test(before) && !/[a-z]{2,}\.$/.test(before)) continue;
    return before;
  }
  return trimmed;
}

/** The sentences of `text` that mention one of `patterns`. */
export function sentencesAbout(text: string, pattern: RegExp): string[] {
  return text
    .split(/(?<=[a-z0-9)%][.!?])\s+(?=[A-Z])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => pattern.test(sentence));
}

export { kb };
