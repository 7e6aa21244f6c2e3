import { knowledgeBase } from "@disha/content/knowledge/base";
import { subjects } from "@disha/content/knowledge/schemas";
import { quiz } from "@disha/content/quiz";
import { roadmaps } from "@disha/content/roadmaps";
import { SUBJECT_IDS } from "@disha/shared/plan";
import { describe, expect, it } from "vitest";
import { examWindows, findPath, progressOf, windowMonths } from "./content.ts";

describe("the content My Plan reads", () => {
  it("has no roadmap slug that is also a career's slug, so a path id names one thing", () => {
    const careerIds = new Set(knowledgeBase.careers.map((career) => career.id));
    expect(roadmaps.map((roadmap) => roadmap.slug).filter((slug) => careerIds.has(slug))).toEqual([]);
    expect(roadmaps).toHaveLength(9);
    for (const roadmap of roadmaps) expect(findPath(roadmap.slug)?.kind).toBe("roadmap");
    expect(findPath("doctor")?.kind).toBe("career");
    expect(findPath("doctor")?.steps.map((step) => step.id)).toEqual(
      knowledgeBase.careerById("doctor")!.pathway.map((step) => step.id),
    );
    expect(findPath("no-such-path")).toBeUndefined();
  });

  it("knows the same subject ids as the knowledge base", () => {
    expect([...SUBJECT_IDS]).toEqual([...subjects]);
  });

  it("reads every career the quiz's results name from the knowledge base", () => {
    const named = Object.values(quiz.nodes).flatMap((node) => (node.kind === "result" ? node.careerIds : []));
    expect(named.filter((id) => !knowledgeBase.careerById(id))).toEqual([]);
  });
});

describe("progress", () => {
  const path = findPath("medical")!;

  it("is (done + skipped) / steps, with the first step neither done nor skipped as the next", () => {
    const [first, second, third] = path.steps;
    const progress = progressOf(
      path,
      new Map([
        [first!.id, "done"],
        [second!.id, "skipped"],
        [third!.id, "in_progress"],
      ] as const),
    );
    expect(progress).toMatchObject({ total: 7, done: 1, skipped: 1, inProgress: 1, percent: 28 });
    expect(progress.nextStep).toEqual({ id: third!.id, title: third!.title });
    const all = progressOf(path, new Map(path.steps.map((step) => [step.id, "done"] as const)));
    expect(all).toMatchObject({ percent: 100, nextStep: null });
  });

  it("ignores marks on steps the content no longer has", () => {
    const progress = progressOf(path, new Map([["a-step-since-removed", "done"]] as const));
    expect(progress).toMatchObject({ done: 0, percent: 0, steps: {} });
  });
});

describe("exam windows", () => {
  it("covers this month and the next two in India, across the new year", () => {
    expect(windowMonths(new Date("2026-11-23T12:00:00Z"))).toEqual([11, 12, 1]);
    // 20:00 UTC on 31 January is already 1 February in India
    expect(windowMonths(new Date("2027-01-31T20:00:00Z"))).toEqual([2, 3, 4]);
  });

  it("lists the shortlisted careers' exams that open or are held in the window, soonest first", () => {
    const windows = examWindows(["doctor", "dentist", "software-engineer"], [2, 3, 4]);
    const neet = windows.find((window) => window.examId === "neet-ug");
    expect(neet).toMatchObject({ applicationMonths: [2, 3], examMonths: [], careers: ["doctor", "dentist"] });
    expect(windows.find((window) => window.examId === "upsc-cms")).toMatchObject({
      applicationMonths: [4],
      examMonths: [],
    });
    const jee = windows.find((window) => window.examId === "jee-main");
    if (jee) expect(jee).toMatchObject({ applicationMonths: [2], examMonths: [4] });
    const firstMonths = windows.map((window) =>
      Math.min(...[...window.applicationMonths, ...window.examMonths].map((month) => [2, 3, 4].indexOf(month))),
    );
    expect(firstMonths).toEqual([...firstMonths].sort((a, b) => a - b));
    expect(examWindows(["doctor"], [8, 9, 10]).some((window) => window.examId === "neet-ug")).toBe(false);
  });

  it("shows national exams and the student's own state's, not another state's", () => {
    const year = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    const examsIn = (state: string | null) =>
      examWindows(["software-engineer"], year, state).map((window) => window.examId);
    expect(examsIn(null)).toEqual(expect.arrayContaining(["jee-main", "kcet", "mht-cet"]));
    expect(examsIn("uttar-pradesh")).toContain("jee-main");
    expect(examsIn("uttar-pradesh")).not.toContain("kcet");
    expect(examsIn("uttar-pradesh")).not.toContain("mht-cet");
    expect(examsIn("karnataka")).toContain("kcet");
    expect(examsIn("karnataka")).not.toContain("mht-cet");
  });
});
