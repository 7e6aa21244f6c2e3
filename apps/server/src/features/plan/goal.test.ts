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
