import { knowledgeBase } from "@disha/content/knowledge/base";
import type { CareerRecord } from "@disha/content/knowledge/schemas";
import { createTranslator } from "@disha/shared/i18n";
import { describe, expect, it } from "vitest";
import { careerCard } from "./answers.ts";
import { answerLocally } from "./local-counsellor.ts";
import { writeReply } from "./reply.ts";
import { inLanguage } from "./words.ts";

// A question in Hindi (Devanagari) is answered in Hindi: the catalog's words, the records' Hindi texts,
// and, where a record has no Hindi yet, its English, with the answer saying so in its first line.

const hindi = createTranslator("hi");
const devanagari = /[\u0900-\u097F]/;
const ask = (question: string) => answerLocally({ question, history: [], student: {} });
const doctor = knowledgeBase.careerById("doctor")!;
/** A career's card written for a Hindi question, as the local counsellor writes it; without exams and degrees, so only the record's own texts are in it. */
function hindiCard(career: Partial<CareerRecord>): { text: string; englishUsed: boolean } {
  const record: CareerRecord = { ...doctor, ...career, exams: [], degrees: [] };
  const { value: card, englishUsed } = inLanguage("hi", () => careerCard(record, false));
  const text = inLanguage("hi", () => writeReply(card, { language: "hi", detail: false, englishUsed })).value;
  return { text, englishUsed };
}
const withoutLink = (text: string) => text.replace(/\/[\w\-/?=&%.]+/g, "");

describe("the AI mentor answers a Hindi question in Hindi", () => {
  it("frames the answer, its link and its closing line in Hindi, and marks any English the records still hold", () => {
    const reply = ask("डॉक्टर बनने के लिए क्या करना होगा?");
    const lines = reply.split("\n");
    expect(lines.at(-1)).toBe(hindi.t("mentor.opening.hindiClose"));
    expect(lines.at(-2)).toBe(hindi.t("mentor.linkHindi", { path: "/careers/doctor" }));
    // the doctor's own name and summary, in Hindi where the record has them
    expect(reply).toContain(doctor.name.hi ?? doctor.name.en);
    expect(reply).toContain(doctor.summary.hi ?? doctor.summary.en);
    // anything the records still hold only in English makes the first line say so
    const marked = lines[0] === hindi.t("mentor.opening.hindiSomeEnglish");
    expect(marked || lines[0] === hindi.t("mentor.opening.hindi"), lines[0]).toBe(true);
    if (/[a-z]{3,} [a-z]{3,} [a-z]{3,}/.test(withoutLink(reply))) expect(marked, reply).toBe(true);
  });

  it("writes the catalog's sentences in Hindi, with months in Hindi and exam names as they are", () => {
    const reply = ask("NEET क्या है?");
    expect(reply).toMatch(/NEET-UG .*परीक्षा .*करवाती है।/);
    expect(reply).toMatch(/किसके लिए: /);
    expect(reply).toMatch(/आमतौर पर मई में होती है/);
    expect(reply).not.toMatch(/\b(Usually held|Who can take it|is conducted by)\b/);
  });

  it("names subjects and streams in Hindi", () => {
    const reply = ask("मुझे जीव विज्ञान पसंद है, कौन सी स्ट्रीम लूँ?");
    expect(reply).toContain("जीव-विज्ञान");
    expect(reply).toContain("साइंस");
    // the link into the app keeps the library's English search word
    expect(withoutLink(reply)).not.toMatch(/\b(Biology|Science)\b/);
  });

  it("uses a record's Hindi texts and says nothing of English when it has them all", () => {
    const { text, englishUsed } = hindiCard({
      name: { en: doctor.name.en, hi: "डॉक्टर" },
      summary: { en: doctor.summary.en, hi: "अस्पताल, क्लिनिक या अपने दवाखाने में बीमारियों और चोटों की जाँच और इलाज करते हैं।" },
      pathway: doctor.pathway.map((step, index) => ({
        ...step,
        title: { en: step.title.en, hi: `रास्ते का ${index + 1}वाँ कदम` },
      })),
    });
    expect(englishUsed).toBe(false);
    expect(text.split("\n")[0]).toBe(hindi.t("mentor.opening.hindi"));
    expect(text).toContain("डॉक्टर: अस्पताल, क्लिनिक");
    expect(text).toContain("• रास्ते का 1वाँ कदम");
    expect(text).not.toContain(doctor.summary.en);
    expect(withoutLink(text)).not.toMatch(/[A-Za-z]{3,}/);
  });

  it("gives a record's English where its Hindi is missing, and says so", () => {
    const { text, englishUsed } = hindiCard({
      name: { en: doctor.name.en, hi: "डॉक्टर" },
      summary: { en: doctor.summary.en },
    });
    expect(englishUsed).toBe(true);
    expect(text.split("\n")[0]).toBe(hindi.t("mentor.opening.hindiSomeEnglish"));
    expect(text).toContain(`डॉक्टर: ${doctor.summary.en}`);
  });

  it("keeps Hinglish and English answers as they were: no Devanagari in either", () => {
    const hinglish = ask("doctor kaise bane");
    expect(hinglish).toMatch(/jawaab/);
    expect(hinglish).not.toMatch(devanagari);
    expect(hinglish).toContain(doctor.summary.en);
    expect(ask("How do I become a doctor?")).not.toMatch(devanagari);
  });

  it("leaves the English answer unchanged after a Hindi one (the language is per answer)", () => {
    const before = ask("How do I become a doctor?");
    ask("डॉक्टर कैसे बनें?");
    expect(ask("How do I become a doctor?")).toBe(before);
  });
});
