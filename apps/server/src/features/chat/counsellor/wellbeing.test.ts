import { describe, expect, it } from "vitest";
import { answer } from "./local-counsellor.ts";

// The care path is rules and tests, never a model: each phrasing must get Tele-MANAS, a trusted adult,
// and no career card.

const ask = (question: string) => answer({ question, history: [], student: {} });

const distress = [
  ["English: exam stress", "I am so stressed about my boards, I can't sleep at night"],
  ["English: failure", "I failed my class 12 exams and everyone is angry with me"],
  ["English: family pressure", "My parents are forcing me to take engineering and I feel trapped"],
  ["English: crying", "I keep crying every night before my exams"],
  ["English: hopelessness", "I feel hopeless, my life is over"],
  ["Hinglish: tension", "mujhe exams ki bahut tension ho rahi hai, neend nahi aati"],
  ["Hinglish: failed", "main 10th mein fail ho gaya, ab kya hoga"],
  ["Hinglish: hopeless", "mera jeena nahi chahta, sab khatam hai"],
  ["Hindi: stress", "मुझे बोर्ड परीक्षा का बहुत तनाव है"],
  ["Hindi: failure and crying", "मैं परीक्षा में फेल हो गया और रो रहा हूँ"],
] as const;

describe("the distress path", () => {
  it.each(distress)(
    "%s gets a warm answer with Tele-MANAS and a trusted adult, and no career card",
    (label, message) => {
      const found = answer({ question: message, history: [], student: {} });
      expect(found.reply.kind).toBe("care");
      expect(found.text).toContain("14416");
      expect(found.text).toContain("1-800-891-4416");
      expect(found.text).toMatch(/Tele-MANAS/);
      // a trusted adult, in the question's language
      expect(found.text).toMatch(/someone you trust|किसी भरोसेमंद व्यक्ति से बात करें/);
      if (label.startsWith("Hindi")) expect(found.text).not.toMatch(/someone you trust/);
      expect(found.text).not.toMatch(/\/careers|\/exams|More:|NEET|JEE/);
      // the warm words come first, before any help line
      expect(found.text.split("\n")[0]).not.toMatch(/14416/);
    },
  );

  it("adds the supplementary exam for a failure, and the emergency line when life feels over", () => {
    expect(ask("I failed my class 10 exams").text).toMatch(/supplementary \(compartment\)/);
    const crisis = ask("I failed my class 10 exams, my life is over").text;
    expect(crisis).toMatch(/call 112/);
    expect(crisis).toMatch(/supplementary/);
  });

  it("answers a question asked beside a failure, with care first: a parent asking about a course", () => {
    const found = ask("My daughter failed class 10 science. Can she still become a plumber after that?");
    expect(found.reply.kind).not.toBe("care");
    expect(found.text).toMatch(/Plumber/);
    expect(found.text).toMatch(/supplementary \(compartment\)/);
    expect(found.text).toMatch(/14416/);
    expect(found.text.indexOf("14416")).toBeLessThan(found.text.indexOf("/careers/plumber"));
  });

  it.each([
    "Is engineering a stressful job?",
    "Which careers are low stress?",
    "How do I become a psychologist?",
    // a follow-up's words, which a classifier trained on questions about tablets once read as self-harm
    "how many years does it take?",
    "how long does the training take?",
  ])("does not read %j as distress", (question) => {
    expect(ask(question).reply.kind).not.toBe("care");
  });
});
