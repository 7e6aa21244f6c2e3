import { knowledgeBase } from "@disha/content/knowledge/base";
import { vocabulary } from "@disha/content/vocabulary";
import { describe, expect, it } from "vitest";
import { createTranslator } from "../i18n/index.ts";
import { GOAL_PLACES, RECOMMENDATION_POINTS, type RankingStudent, interestFit, rankCareers } from "./recommend.ts";
import { translateReason } from "./reasons.ts";
import { type RiasecScores, interestCode } from "./riasec.ts";

const careers = knowledgeBase.careers;
const english = createTranslator("en");
const words = (reason: string) => translateReason(english, reason);
const withCode = (scores: RiasecScores) => ({ scores, code: interestCode(scores) });

// the other names students use for careers, as the server reads them (content's vocabulary/aliases.yaml)
const aliases = new Map<string, string[]>();
for (const alias of vocabulary().aliases)
  if (alias.career) aliases.set(alias.career, [...(aliases.get(alias.career) ?? []), ...alias.say]);

const socialArtistic = withCode({ R: 12, I: 22, A: 30, S: 38, E: 18, C: 10 });
const investigativeRealistic = withCode({ R: 30, I: 38, A: 10, S: 20, E: 8, C: 15 });
const artistic = withCode({ R: 24, I: 12, A: 38, S: 14, E: 20, C: 5 });
const investigativeConventional = withCode({ R: 20, I: 38, A: 10, S: 5, E: 8, C: 30 });

const needsMaths = (slug: string) => {
  const career = knowledgeBase.careerById(slug)!;
  return career.needsMaths || career.subjects.includes("mathematics");
};

describe("interest fit", () => {
  it("is 40 for the same code, 0 for no shared letter, and counts the first letters most", () => {
    expect(interestFit("ISR", "ISR")).toBe(40);
    expect(interestFit("ISR", "AEC")).toBe(0);
    expect(interestFit("IRS", "ISR")).toBeGreaterThan(interestFit("IRS", "SIR"));
    expect(interestFit("IRS", "IR")).toBeGreaterThan(interestFit("IRS", "RI"));
  });
});

describe("recommendations", () => {
  it("rank every career of the library, each with its score as the sum of its visible points", () => {
    const ranked = rankCareers(careers, { interests: investigativeRealistic, favouriteSubject: "Biology" });
    expect(ranked).toHaveLength(careers.length);
    for (const recommendation of ranked) {
      expect(recommendation.score).toBe(recommendation.points.reduce((sum, point) => sum + point.points, 0));
      expect(recommendation.reasons).toHaveLength(recommendation.points.length);
    }
  });

  it("give an Investigative-Realistic student who likes Biology medicine and life sciences first", () => {
    const ranked = rankCareers(careers, { interests: investigativeRealistic, favouriteSubject: "Biology" });
    const top = ranked.slice(0, 10);
    const lifeSciences = ["medicine-allied-health", "sciences-research", "agriculture-environment"];
    // sports science is the one neighbour that also has Biology as its main subject and an IRS code
    expect(top.every((item) => [...lifeSciences, "sports-fitness"].includes(item.family))).toBe(true);
    expect(top.filter((item) => lifeSciences.includes(item.family)).length).toBeGreaterThanOrEqual(9);
    expect(top[0]!.family).toBe("medicine-allied-health");
    expect(ranked.slice(0, 12).map((item) => item.slug)).toEqual(expect.arrayContaining(["doctor", "biologist"]));
    expect(top.map((item) => item.reasons.map(words))).toContainEqual([
      "You enjoy finding out how and why things work and working with your hands, tools and machines; this work does both every day",
      "You like Biology, its main subject",
    ]);
    const doctor = ranked.find((item) => item.slug === "doctor")!;
    expect(doctor.reasons.map(words)).toEqual([
      "You enjoy finding out how and why things work and working with your hands, tools and machines, and this work does both every day; it asks for biology knowledge",
      "You like Biology, its main subject",
    ]);
    // the first engineering or IT career comes only after the first 10
    expect(
      ranked.findIndex((item) => ["engineering-technology", "it-data"].includes(item.family)),
    ).toBeGreaterThanOrEqual(10);
  });

  it("give an Artistic student who likes drawing design and fine arts", () => {
    const ranked = rankCareers(careers, { interests: artistic, favouriteSubject: "Drawing" });
    const top = ranked.slice(0, 10);
    expect(top.every((item) => ["design", "performing-fine-arts", "media-film"].includes(item.family))).toBe(true);
    expect(top.filter((item) => item.family === "design").length).toBeGreaterThanOrEqual(5);
    expect(top.some((item) => item.family === "performing-fine-arts")).toBe(true);
    expect(top.every((item) => item.reasons.map(words).some((reason) => reason.startsWith("You like Fine Arts")))).toBe(
      true,
    );
    expect(ranked.find((item) => item.slug === "graphic-designer")!.reasons.map(words)).toEqual([
      "You enjoy creating things and expressing ideas and working with your hands, tools and machines, and this work does both every day; it asks for drawing",
      "You like Fine Arts, its main subject",
    ]);
  });

  it("lower every career that needs Mathematics when it is the least favourite subject, and say so", () => {
    const student: RankingStudent = { interests: investigativeConventional, favouriteSubject: "Computer Science" };
    const before = rankCareers(careers, student);
    const after = rankCareers(careers, { ...student, nonFavouriteSubject: "Maths" });
    const scoreBefore = new Map(before.map((item) => [item.slug, item.score]));
    for (const item of after) {
      const said = item.reasons.map(words).includes("Needs Mathematics, which you marked least favourite");
      expect(said, item.slug).toBe(needsMaths(item.slug));
      expect(item.score, item.slug).toBe(
        scoreBefore.get(item.slug)! + (needsMaths(item.slug) ? RECOMMENDATION_POINTS.leastFavouriteSubject : 0),
      );
    }
    const rank = (list: typeof before, slug: string) => list.findIndex((item) => item.slug === slug);
    expect(rank(after, "data-scientist")).toBeGreaterThan(rank(before, "data-scientist"));
    const mathsInTopTen = (list: typeof before) => list.slice(0, 10).filter((item) => needsMaths(item.slug)).length;
    expect(mathsInTopTen(after)).toBeLessThan(mathsInTopTen(before));
  });

  it("name the student's goal, the careers close to it and the quiz's careers", () => {
    const ranked = rankCareers(careers, {
      aspiration: "Doctor",
      quizCareerIds: ["doctor", "biotechnologist"],
    });
    expect(ranked[0]!.slug).toBe("doctor");
    expect(ranked[0]!.reasons.map(words)).toEqual([
      "Your career quiz pointed to it",
      "You wrote “doctor” in your goal",
    ]);
    const surgeon = ranked.find((item) => item.slug === "surgeon")!;
    expect(surgeon.reasons.map(words)).toContain("Close to “doctor”, which you wrote in your goal");
    expect(ranked.find((item) => item.slug === "biotechnologist")!.reasons.map(words)).toContain(
      "Your career quiz pointed to it",
    );
  });

  it("weigh the stream: open careers gain, others lose more once the student is in class 11-12", () => {
    const inCommerce = rankCareers(careers, { stream: "commerce", study: "11-12" });
    const doctor = inCommerce.find((item) => item.slug === "doctor")!;
    expect(doctor.score).toBe(RECOMMENDATION_POINTS.streamOtherInClass11To12);
    expect(doctor.reasons.map(words)).toEqual(["Usually needs another stream than your Commerce"]);
    const accountant = inCommerce.find((item) => item.slug === "accountant")!;
    expect(accountant.reasons.map(words)).toEqual(["Open to students of Commerce"]);
    const planned = rankCareers(careers, { stream: "commerce", study: "9-10" }).find((item) => item.slug === "doctor")!;
    expect(planned.score).toBe(RECOMMENDATION_POINTS.streamOtherPlanned);
  });

  it("read strengths and hobbies", () => {
    const ranked = rankCareers(careers, { strength: "Very creative and organised", hobbies: "sketching" });
    const graphic = ranked.find((item) => item.slug === "graphic-designer")!;
    expect(graphic.reasons.map(words)).toEqual([
      "Uses Fine Arts, which fits your hobbies",
      "Fits your strength “creative” (Artistic)",
    ]);
  });

  it("are the same every time, ties in name order", () => {
    const student = { interests: artistic, favouriteSubject: "Drawing" };
    expect(rankCareers([...careers].reverse(), student)).toEqual(rankCareers(careers, student));
    const nobody = rankCareers(careers, {});
    expect(nobody.every((item) => item.score === 0 && item.reasons.length === 0)).toBe(true);
    const names = nobody.map((item) => item.name.en);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base", numeric: true })));
  });

  it("filter by stream, family and vocational route", () => {
    const student = { interests: investigativeRealistic };
    const commerce = rankCareers(careers, student, { stream: "commerce" });
    expect(commerce.length).toBeGreaterThan(0);
    expect(commerce.every((item) => item.streams.includes("any") || item.streams.includes("commerce"))).toBe(true);
    expect(commerce.some((item) => item.slug === "doctor")).toBe(false);
    const design = rankCareers(careers, student, { family: "design" });
    expect(design.length).toBe(knowledgeBase.careersByFamily("design").length);
    const vocational = rankCareers(careers, student, { vocational: true });
    expect(vocational.length).toBe(careers.filter((career) => career.vocational).length);
    expect(vocational.every((item) => item.vocational)).toBe(true);
  });

  describe("for a class 10 student with the code SAI and the goal “teacher or engineer”", () => {
    const student: RankingStudent = {
      interests: socialArtistic,
      aspiration: "teacher or engineer",
      study: "9-10",
      favouriteSubject: "Maths",
    };
    const ranked = rankCareers(careers, student, {}, Number.POSITIVE_INFINITY, aliases);
    const firstThree = ranked.slice(0, GOAL_PLACES);
    const isTeaching = (slug: string) => knowledgeBase.careerById(slug)!.family === "teaching";

    it("lead with teaching careers: the interests lead, and “teacher” is matched", () => {
      expect(socialArtistic.code).toBe("SAI");
      expect(firstThree.filter((item) => isTeaching(item.slug)).length).toBe(2);
      expect(ranked[0]!.slug).toMatch(/teacher/);
      expect(firstThree.map((item) => item.slug)).toContain("secondary-school-teacher");
    });

    it("reflect both goal words in the first three, each said in plain words", () => {
      const reasons = firstThree.flatMap((item) => item.reasons.map(words));
      expect(reasons).toContain("You wrote “teacher” in your goal");
      expect(reasons).toContain("You wrote “engineer” in your goal");
      const engineer = firstThree.find((item) =>
        item.reasons.map(words).includes("You wrote “engineer” in your goal"),
      )!;
      expect(engineer.name.en).toMatch(/Engineer/);
      expect(firstThree.at(-1)).toBe(engineer);
      expect(reasons).toContain(
        "You enjoy helping and teaching people and creating things and expressing ideas; this work does both every day",
      );
      expect(reasons.some((reason) => /point/i.test(reason))).toBe(false);
    });

    it("never let a goal word outweigh the interests alone", () => {
      expect(RECOMMENDATION_POINTS.aspiration).toBeLessThan(RECOMMENDATION_POINTS.interestMax);
      const engineers = ranked.filter(
        (item) => item.points.some((point) => point.factor === "aspiration") && !isTeaching(item.slug),
      );
      const bestSocial = ranked.find(
        (item) => item.riasec.startsWith("S") && !item.points.some((point) => point.factor === "aspiration"),
      )!;
      // the engineer raised into the first three is the one shown for the goal; the next ones follow the interests
      expect(engineers[1]!.score).toBeLessThan(bestSocial.score);
      expect(ranked.indexOf(engineers[1]!)).toBeGreaterThan(ranked.indexOf(bestSocial));
    });

    it("match every word of the goal against career names and their other names", () => {
      // "teacher" names secondary-school-teacher only as an other name (aliases.yaml); "teaching" is the same word
      const byWord = rankCareers(careers, { ...student, aspiration: "teaching" }, {}, 10, aliases);
      expect(
        byWord.filter((item) => item.reasons.map(words).includes("You wrote “teaching” in your goal")).length,
      ).toBeGreaterThan(3);
      const twoWords = rankCareers(careers, { aspiration: "maths or flight attendant" }, {}, GOAL_PLACES, aliases);
      expect(twoWords.map((item) => item.slug)).toEqual(expect.arrayContaining(["cabin-crew"]));
    });
  });
});
