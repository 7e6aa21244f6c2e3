import { knowledgeBase } from "@disha/content/knowledge/base";
import { createTranslator } from "@disha/shared/i18n";
import { interestCode, type RankingStudent, rankCareers, translateReason } from "@disha/shared/plan";
import { describe, expect, it } from "vitest";
import { aliasesOfCareers } from "./service.ts";

// A goal is read in the student's script: Devanagari, Roman Hindi or English name the same careers.
const scores = { R: 24, I: 30, A: 8, S: 38, E: 10, C: 12 };
const classNine: RankingStudent = {
  interests: { scores, code: interestCode(scores) },
  favouriteSubject: "Biology",
  study: "9-10",
};
const firstThree = (aspiration: string) =>
  rankCareers(knowledgeBase.careers, { ...classNine, aspiration }, {}, 3, aliasesOfCareers());

describe("a goal in any script", () => {
  it("puts the nurse and the doctor in the first three for “नर्स या डॉक्टर”, “nurse ya doctor” and “nurse or doctor”", () => {
    expect(classNine.interests?.code).toBe("SIR");
    const devanagari = firstThree("मुझे नर्स या डॉक्टर बनना है").map((item) => item.slug);
    expect(devanagari).toEqual(expect.arrayContaining(["nurse", "doctor"]));
    expect(firstThree("nurse ya doctor banna hai").map((item) => item.slug)).toEqual(devanagari);
    expect(firstThree("nurse or doctor").map((item) => item.slug)).toEqual(devanagari);
  });

  it("reads a Hindi name typed in Roman letters (vakil) and says so in the reason, in Hindi for a Hindi reader", () => {
    const [lawyer] = rankCareers(knowledgeBase.careers, { aspiration: "vakeel" }, {}, 1, aliasesOfCareers()).concat(
      rankCareers(knowledgeBase.careers, { aspiration: "vakil" }, {}, 1, aliasesOfCareers()),
    );
    expect(lawyer?.slug).toBe("lawyer");
    const hindi = createTranslator("hi");
    const nurse = firstThree("नर्स").find((item) => item.slug === "nurse")!;
    expect(nurse.reasons.map((reason) => translateReason(hindi, reason))).toContain(
      translateReason(
        hindi,
        nurse.reasons.find((reason) => reason.startsWith("plan.reasons.aspiration"))!,
      ),
    );
    expect(
      translateReason(
        hindi,
        nurse.reasons.find((reason) => reason.startsWith("plan.reasons.aspiration"))!,
      ),
    ).toMatch(/नर्स/);
  });
});

describe("each card's reason is its own", () => {
  const hindi = createTranslator("hi");
  const english = createTranslator("en");
  const profiles: Record<string, RankingStudent> = {
    "a class-9 girl who wants to care for the sick": { ...classNine, aspiration: "नर्स या डॉक्टर", hobbies: "Drawing" },
    "an arts student who wants to design": {
      interests: { scores: { R: 10, I: 12, A: 36, S: 20, E: 28, C: 8 }, code: "AES" },
      favouriteSubject: "English",
      hobbies: "Music, Photography",
      study: "11-12",
      stream: "arts",
      aspiration: "designer",
    },
    "a commerce student who likes accounts": {
      interests: { scores: { R: 14, I: 22, A: 8, S: 10, E: 30, C: 36 }, code: "CEI" },
      favouriteSubject: "Accountancy",
      study: "11-12",
      stream: "commerce",
      aspiration: "CA",
    },
  };

  for (const [who, student] of Object.entries(profiles)) {
    it(`gives ${who} at least six different reasons among the first ten cards, in Hindi for a Hindi reader`, () => {
      const firstTen = rankCareers(knowledgeBase.careers, student, {}, 10, aliasesOfCareers());
      const leads = firstTen.map((item) => item.reasons[0]!);
      expect(new Set(leads.map((reason) => translateReason(english, reason))).size).toBeGreaterThanOrEqual(6);
      const inHindi = leads.map((reason) => translateReason(hindi, reason));
      expect(new Set(inHindi).size).toBeGreaterThanOrEqual(6);
      for (const reason of inHindi) {
        expect(reason).toMatch(/[\u0900-\u097F]/);
        expect(reason).not.toMatch(/\{"en"|[A-Za-z]{4,}/);
      }
    });
  }
});
