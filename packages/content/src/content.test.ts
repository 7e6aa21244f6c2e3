import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  MentorSeedSchema,
  QuizSchema,
  RoadmapSchema,
  StreamSchema,
  WorkshopSchema,
  mentorSeeds,
  quiz,
  quizPaths,
  roadmapByPath,
  roadmaps,
  streams,
  workshops,
} from "./index.ts";
import { knowledgeBase } from "./knowledge/base.ts";

const roadmapBySlug = (slug: string) => roadmaps.find((roadmap) => roadmap.slug === slug);
const careerName = (id: string) => knowledgeBase.careerById(id)?.name.en;

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

/** Each English text beside its Hindi one, labelled by where it sits, e.g. `eng/jee-main title`. */
type TextPair = [where: string, en: string, hi: string | undefined];

const roadmapTexts: TextPair[] = roadmaps.flatMap((roadmap) => [
  [`${roadmap.slug} title`, roadmap.title, roadmap.hi?.title],
  [`${roadmap.slug} cardTitle`, roadmap.cardTitle, roadmap.hi?.cardTitle],
  [`${roadmap.slug} summary`, roadmap.summary, roadmap.hi?.summary],
  ...roadmap.steps.flatMap((step): TextPair[] => [
    [`${roadmap.slug}/${step.id} title`, step.title, step.hi?.title],
    [`${roadmap.slug}/${step.id} description`, step.description, step.hi?.description],
  ]),
]);

const quizTexts: TextPair[] = Object.entries(quiz.nodes).flatMap(([id, node]): TextPair[] => {
  if (node.kind === "result") return [[`${id} career`, node.career, node.hi?.career]];
  if (node.kind === "explore") return [];
  return [
    [`${id} question`, node.question, node.hi?.question],
    ...node.options.map((option): TextPair => [`${id} option ${option.next}`, option.label, option.hi?.label]),
  ];
});

/** The texts whose Hindi is missing, not in Devanagari, or a copy of the English. */
const withoutHindi = (pairs: readonly TextPair[]) =>
  pairs.filter(([, en, hi]) => hi === undefined || !/[\u0900-\u097F]/.test(hi) || hi === en).map(([where]) => where);

describe("content parses with its schemas", () => {
  it.each([
    ["streams", z.array(StreamSchema).length(3), streams],
    ["roadmaps", z.array(RoadmapSchema).length(9), roadmaps],
    ["quiz", QuizSchema, quiz],
    ["workshops", z.array(WorkshopSchema).length(6), workshops],
    ["mentorSeeds", z.array(MentorSeedSchema).min(32), mentorSeeds],
  ] as const)("%s", (_name, schema, data) => {
    const result = schema.safeParse(data);
    expect(result.error?.issues ?? []).toEqual([]);
  });
});

describe("identifiers are unique", () => {
  it.each([
    ["stream ids", streams.map((stream) => stream.id)],
    ["roadmap slugs", roadmaps.map((roadmap) => roadmap.slug)],
    ["roadmap paths", roadmaps.map((roadmap) => roadmap.path)],
    ["workshop slugs", workshops.map((workshop) => workshop.slug)],
    ["mentor slugs", mentorSeeds.map((mentor) => mentor.slug)],
    ["mentor names", mentorSeeds.map((mentor) => mentor.name)],
    ["workshop meeting links", workshops.map((workshop) => workshop.meetingUrl)],
  ])("%s", (_name, values) => {
    expect(duplicates(values)).toEqual([]);
  });
});

describe("roadmaps", () => {
  it.each([
    ["eng", "/timelines/eng", "Engineering Roadmap", "Engineering", 8],
    ["medical", "/timelines/medical", "Medical Roadmap", "Medical", 7],
    ["bsc", "/timelines/bsc", "B.Sc Roadmap", "B.Sc", 6],
    ["accounting", "/career-commerce/accounting", "Accounting Roadmap", "Accounting", 6],
    ["finance", "/career-commerce/finance", "Finance Roadmap", "Finance", 5],
    ["business", "/career-commerce/business", "Business Management Roadmap", "Business", 5],
    ["fine-arts", "/career-arts/fine-arts", "Fine Arts Roadmap", "Fine Arts", 5],
    ["journalism", "/career-arts/journalism", "Journalism & Media Roadmap", "Journalism & Media", 5],
    ["psychology", "/career-arts/psychology", "Psychology Roadmap", "Psychology", 5],
  ])("%s lives at %s with %s, card %s and %i steps", (slug, path, title, cardTitle, stepCount) => {
    const roadmap = roadmapBySlug(slug);
    expect(roadmap).toMatchObject({ path, title, cardTitle });
    expect(roadmap?.steps).toHaveLength(stepCount);
    expect(roadmapByPath(path)).toBe(roadmap);
  });

  it("sit under their stream's hub, three per stream", () => {
    for (const stream of streams) {
      const own = roadmaps.filter((roadmap) => roadmap.stream === stream.id);
      expect(own).toHaveLength(3);
      for (const roadmap of own) {
        const underHub = roadmap.path.startsWith(`${stream.hubPath}/`) || roadmap.path.startsWith("/timelines/");
        expect(underHub, roadmap.path).toBe(true);
      }
    }
  });

  it("list careers of the knowledge base that are open to the roadmap's stream", () => {
    for (const roadmap of roadmaps) {
      for (const careerId of roadmap.careerIds) {
        const streams: readonly string[] | undefined = knowledgeBase.careerById(careerId)?.streams;
        expect(streams, `${roadmap.slug} -> ${careerId}`).toBeDefined();
        expect(
          streams?.some((stream) => stream === "any" || stream === roadmap.stream),
          `${roadmap.slug} -> ${careerId}`,
        ).toBe(true);
      }
    }
  });
});

describe("Hindi beside English", () => {
  it("gives every roadmap its title, card title, summary and every step in Hindi", () => {
    expect(roadmapTexts.length).toBeGreaterThan(9 * 3);
    expect(withoutHindi(roadmapTexts)).toEqual([]);
  });

  it("gives every quiz question, option and result in Hindi", () => {
    expect(quizTexts.length).toBeGreaterThan(0);
    expect(withoutHindi(quizTexts)).toEqual([]);
  });
});

describe("quiz", () => {
  it("starts with the subjects question and its five choices", () => {
    const start = quiz.nodes[quiz.startId];
    expect(start).toEqual({
      kind: "question",
      question: "What subjects do you enjoy the most?",
      hi: { question: expect.any(String) as unknown },
      options: ["Mathematics", "Science", "Commerce", "Arts", "Not Sure"].map((label) => ({
        label,
        next: expect.any(String) as unknown,
        hi: { label: expect.any(String) as unknown },
      })),
    });
  });

  it("ends every path in careers of the knowledge base, named by the result label", () => {
    const paths = quizPaths();
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      expect(path.result.careerIds.map(careerName).join("/"), path.answers.join(" > ")).toBe(path.result.career);
    }
  });

  it("leads every result to a roadmap that lists one of its careers", () => {
    for (const path of quizPaths()) {
      const listed = roadmaps.filter((roadmap) => path.result.careerIds.some((id) => roadmap.careerIds.includes(id)));
      expect(listed, path.result.career).not.toEqual([]);
    }
  });

  it("recommends what the spec names for each first choice", () => {
    const resultsAfter = (choice: string) =>
      [
        ...new Set(
          quizPaths()
            .filter((path) => path.answers[0] === choice)
            .map((path) => path.result.career),
        ),
      ].sort();
    expect(resultsAfter("Mathematics")).toEqual([
      "AI Engineer/Data Scientist",
      "Chartered Accountant/Auditor",
      "Investment Banker/Financial Analyst",
      "Mathematician/Statistician",
    ]);
    expect(resultsAfter("Science")).toEqual(["Doctor/Biotechnologist", "Software Engineer/Mechanical Engineer"]);
    expect(resultsAfter("Commerce")).toEqual(["Economist/Market Analyst", "Entrepreneur/Business Analyst"]);
    expect(resultsAfter("Arts")).toEqual(["Graphic Designer/Painter", "Journalist/News Reporter"]);
    expect(resultsAfter("Not Sure")).toEqual([]);
  });

  it("sends a student who is not sure to explore, not to one career", () => {
    const start = quiz.nodes[quiz.startId];
    const notSure =
      start?.kind === "question" ? start.options.find((option) => option.label === "Not Sure") : undefined;
    expect(notSure && quiz.nodes[notSure.next]).toEqual({ kind: "explore" });
  });

  it("splits Mathematics into problem-solving and numbers before the result", () => {
    const mathPaths = quizPaths().filter((path) => path.answers[0] === "Mathematics");
    const byBranch = (word: string) =>
      mathPaths.filter((path) => path.answers[1]?.toLowerCase().includes(word)).map((path) => path.result.career);
    expect(byBranch("problem").sort()).toEqual(["AI Engineer/Data Scientist", "Mathematician/Statistician"]);
    expect(byBranch("numbers").sort()).toEqual(["Chartered Accountant/Auditor", "Investment Banker/Financial Analyst"]);
  });

  it("reports a dangling link", () => {
    const broken = {
      startId: "a",
      nodes: { a: { kind: "question" as const, question: "Q?", options: [{ label: "x", next: "b" }] } },
    };
    expect(() => quizPaths(broken)).toThrow(/"b" does not exist/);
  });
});

describe("seeds", () => {
  it("spread mentors over all three streams", () => {
    for (const stream of streams) {
      expect(mentorSeeds.filter((mentor) => mentor.stream === stream.id).length).toBeGreaterThanOrEqual(10);
    }
  });

  it("schedule workshops within the seed window", () => {
    for (const workshop of workshops) {
      expect(workshop.daysFromSeed).toBeGreaterThanOrEqual(7);
      expect(workshop.daysFromSeed).toBeLessThanOrEqual(40);
    }
  });
});
