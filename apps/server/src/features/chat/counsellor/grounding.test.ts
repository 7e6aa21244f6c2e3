import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { knowledgeBase } from "@disha/content/knowledge/base";
import { englishCatalog } from "@disha/shared/i18n";
import { describe, expect, it } from "vitest";
import { answerLocally } from "./local-counsellor.ts";
import { repoRoot } from "../../../env.ts";
import { paths } from "./answers.ts";

// Grounding: what the mentor says about the base comes from the base. For 300 generated questions
// over every kind of record and the finders, each exam, degree, institution, scholarship and number
// in an answer exists in the base.

const kb = knowledgeBase;
// every fact the base holds, as text, and the mentor's own templates (which carry no facts of their own)
const corpus = `${JSON.stringify([kb.careers, kb.exams, kb.degrees, kb.institutions, kb.scholarships])} ${JSON.stringify(englishCatalog.mentor)}`;

function spread<T>(list: readonly T[], count: number): T[] {
  const step = list.length / count;
  return Array.from({ length: Math.min(count, list.length) }, (_, index) => list[Math.floor(index * step)]!);
}

const careerQuestions = [
  "How do I become a {}?",
  "Which exams for {}?",
  "How many years to become a {}?",
  "Which colleges for {}?",
  "Can I become a {} after commerce?",
];
const examQuestions = ["What is {}?", "Who can take {}?", "What is the age limit for {}?", "Which colleges take {}?"];
const degreeQuestions = ["What is {}?", "How long is {}?", "What can I do after {}?"];
const institutionQuestions = ["Tell me about {}", "How do I get into {}?"];
const scholarshipQuestions = ["Tell me about the {}", "Who can apply for the {}?"];

// the finders: colleges by field, state, type and exam; scholarships by class, gender, income, state and stream
const states = [...new Set(kb.institutions.map((institution) => institution.state.replace(/-/g, " ")))];
const finderQuestions = [
  ...spread(states, 20).flatMap((state) => [`engineering colleges in ${state}`, `government colleges in ${state}`]),
  ...["medical", "law", "design", "management", "agriculture"].map((field) => `government ${field} colleges`),
  ...spread(states, 10).map((state) => `scholarships for girls in ${state}`),
  ...["8", "9", "10", "11", "12"].map((level) => `scholarship for class ${level} student from a poor family`),
  "scholarship for SC students in college",
  "scholarship for a girl doing B.Tech",
  "scholarship for commerce students after 12th",
  "scholarship for disabled students",
  "scholarship for minority students in class 9",
];

const fill = (templates: readonly string[], index: number, name: string) =>
  templates[index % templates.length]!.replace("{}", name);

const generated = [
  ...spread(kb.careers, 100).map((career, index) => fill(careerQuestions, index, career.name.en)),
  ...spread(kb.exams, 70).map((exam, index) => fill(examQuestions, index, exam.name.en)),
  ...spread(kb.degrees, 40).map((degree, index) => fill(degreeQuestions, index, degree.name.en)),
  ...spread(kb.institutions, 60).map((institution, index) =>
    fill(institutionQuestions, index, institution.shortName ?? institution.name),
  ),
  ...spread(kb.scholarships, 30).map((scholarship, index) => fill(scholarshipQuestions, index, scholarship.name.en)),
  ...finderQuestions,
];

/** What in an answer names an exam, a degree, an institution or a figure, and is not in the base. */
function ungrounded(answer: string, question: string): string[] {
  const text = answer.replace(/https?:\/\/\S+/g, " ").replace(/(^|\s)\/[\w\-/?=&%+.]*/g, " ");
  const claims = [
    ...(text.match(/\d+(?:[.,]\d+)*/g) ?? []),
    // acronyms: exams, degrees, bodies (NEET-UG, MBBS, NTA, IIT)
    ...(text.match(/\b[A-Z][A-Za-z]*[A-Z][A-Za-z0-9]*(?:-[A-Z0-9]+)*\b/g) ?? []),
    // dotted degrees (B.Sc, M.Tech, B.A.)
    ...(text.match(/\b[BMD]\.\s?[A-Z][A-Za-z]*(?:\.[A-Za-z]+)*/g) ?? []),
    // institutions (IIT Bombay, Jadavpur University, Indian Institute of ...)
    ...(text.match(/\b(?:IIT|NIT|IIIT|AIIMS|IIM|NLU|IISER|IHM) [A-Z][a-z]+/g) ?? []),
    ...(text.match(/\b[A-Z][a-z]+ (?:University|Institute|College)\b/g) ?? []),
    // scholarships and schemes by their names (Pragati Scholarship, Kanyashree Prakalpa)
    ...(text.match(/\b(?:[A-Z][\w'-]*\s){1,4}(?:Scholarship|Scheme|Yojana|Prakalpa|Puraskar)\b/g) ?? []),
  ];
  // figures are written the Indian way ("8,00,000") where the base keeps plain numbers
  return claims.filter(
    (claim) => !corpus.includes(claim) && !corpus.includes(claim.replace(/,/g, "")) && !question.includes(claim),
  );
}

describe("grounding", () => {
  it("generates 300 questions over every kind of record, and questions for the college and scholarship finders", () => {
    expect(generated.length).toBeGreaterThanOrEqual(300 + 60);
  });

  it("answers each with exams, degrees, institutions and numbers that exist in the base", () => {
    const problems = generated.flatMap((question) => {
      const answer = answerLocally({ question, history: [], student: {} });
      const missing = ungrounded(answer, question);
      return missing.length > 0 ? [`${question} -> ${missing.join(", ")}`] : [];
    });
    expect(problems).toEqual([]);
  });
});

describe("breadth", () => {
  const pageOf = {
    career: (id: string) => paths.career(id),
    exam: (id: string) => paths.exam(id),
  };

  it("answers every career and exam with a link to its page", () => {
    const missed = [
      ...kb.careers
        .filter(
          (career) =>
            !answerLocally({ question: `Tell me about ${career.name.en}`, history: [], student: {} }).includes(
              pageOf.career(career.id),
            ),
        )
        .map((career) => career.id),
      ...kb.exams
        .filter(
          (exam) =>
            !answerLocally({ question: `What is ${exam.name.en}?`, history: [], student: {} }).includes(
              pageOf.exam(exam.id),
            ),
        )
        .map((exam) => exam.id),
    ];
    expect(missed).toEqual([]);
  });

  it("answers every institution and scholarship with a link to its finder", () => {
    const missed = [
      ...kb.institutions
        .filter(
          (institution) =>
            !answerLocally({ question: `Tell me about ${institution.name}`, history: [], student: {} }).includes(
              paths.colleges({ query: institution.shortName ?? institution.name }),
            ),
        )
        .map((institution) => institution.id),
      ...kb.scholarships
        .filter(
          (scholarship) =>
            !answerLocally({ question: `Tell me about the ${scholarship.name.en}`, history: [], student: {} }).includes(
              paths.scholarships({ query: scholarship.name.en }),
            ),
        )
        .map((scholarship) => scholarship.id),
    ];
    expect(missed).toEqual([]);
  });
});

describe("links into the app", () => {
  it("use only routes the web app has (apps/web/src/config/paths.ts and the site-paths.ts it spreads)", () => {
    const webPaths = ["paths.ts", "site-paths.ts"]
      .map((file) => readFileSync(resolve(repoRoot, "apps/web/src/config", file), "utf8"))
      .join("\n");
    for (const route of [
      "/careers/:slug",
      "/exams/:id",
      '"/colleges"',
      '"/scholarships"',
      '"/careers"',
      "/career-quiz",
      '"/mentors"',
      '"/workshops"',
      "/dashboard/profile",
    ]) {
      expect(webPaths, route).toContain(route);
    }
  });
});
