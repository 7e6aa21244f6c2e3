import { knowledgeBase } from "@disha/content/knowledge/base";
import { describe, expect, it } from "vitest";
import type { CounsellorRequest, StudentContext } from "./counsellor.ts";
import { answer, answerLocally, createLocalCounsellor } from "./local-counsellor.ts";
import { MAX_WORDS } from "./reply.ts";
import { countWords } from "./text.ts";

function ask(question: string, student: StudentContext = {}, earlier: string[] = []): string {
  const history: CounsellorRequest["history"] = earlier.flatMap((text) => [
    { sender: "user" as const, text },
    { sender: "bot" as const, text: answerLocally({ question: text, history: [], student }) },
  ]);
  return answerLocally({ question, history, student });
}

const links = (text: string) => text.match(/(?:^|\s)\/[a-z][\w\-/?=&%.]*/g) ?? [];
const points = (text: string) => text.split("\n").filter((line) => line.startsWith("• "));

describe("local counsellor", () => {
  it("streams one chunk that is the whole answer, and nothing once aborted", async () => {
    const counsellor = createLocalCounsellor();
    const chunks: string[] = [];
    for await (const chunk of counsellor.reply({ question: "How do I become a dentist?", history: [], student: {} }))
      chunks.push(chunk);
    expect(chunks).toHaveLength(1);
    expect(chunks[0]).toContain("NEET-UG");
    const controller = new AbortController();
    controller.abort();
    const none: string[] = [];
    for await (const chunk of counsellor.reply({ question: "hi", history: [], student: {} }, controller.signal))
      none.push(chunk);
    expect(none).toEqual([]);
  });

  it.each([
    ["how to becom a docter", /NEET-UG/],
    ["nurce kaise bane", /B\.Sc Nursing/],
    ["chartred acountant", /CA Foundation/],
    ["pharmacst course", /B\.Pharm/],
  ])("reads the typo in %j", (question, expected) => {
    expect(ask(question)).toMatch(expected);
  });

  it.each([
    ["vakil kaise bane", /CLAT/],
    ["mujhe biology pasand hai, kaunsa stream lu?", /PCB/],
    ["नर्स कैसे बनें?", /B\.Sc Nursing/],
    ["वकील बनने के लिए कौन सी परीक्षा?", /CLAT/],
    // a yes-or-no question, and "without" after what it leaves out
    ["क्या मैं गणित के बिना डॉक्टर बन सकता हूँ?", /^हाँ, .*गणित ज़रूरी नहीं/m],
    ["बिना गणित के कौन सा करियर?", /गणित के बिना भी/],
    ["नमस्ते", /^नमस्ते!/m],
    // a state named in Devanagari, and words written with or without the nukta
    ["उत्तर प्रदेश में इंजीनियरिंग कॉलेज", /IIT Kanpur/],
    ["नीट की फ़ीस कितनी है?", /फ़ीस नहीं है/],
    ["जेईई का कट-ऑफ़ क्या है?", /कट-ऑफ़ नहीं/],
  ])("understands Hinglish and Hindi: %j", (question, expected) => {
    const reply = ask(question);
    expect(reply).toMatch(expected);
  });

  it("opens a reply to Hindi with a Hindi line, and to Hinglish with a Hinglish one", () => {
    expect(ask("डॉक्टर कैसे बनें?").split("\n")[0]).toMatch(/[\u0900-\u097F]/);
    expect(ask("doctor kaise bane").split("\n")[0]).toMatch(/jawaab/);
    expect(ask("How do I become a doctor?").split("\n")[0]).not.toMatch(/[\u0900-\u097F]|jawaab/);
  });

  it("steers away from what the student rejects", () => {
    const reply = ask("I hate biology, what careers can I do with PCM?");
    expect(reply).not.toMatch(/NEET|Doctor|Nurse/);
    expect(ask("parents want engineer but I like art")).not.toMatch(/JEE|B\.Tech/);
    const chemistry = ask("I don't want to be a doctor, I like chemistry");
    expect(chemistry).toMatch(/Chemist/);
    expect(points(chemistry).join("\n")).not.toMatch(/\bDoctor\b|NEET/);
  });

  it("answers both sides of a comparison and how to choose", () => {
    const reply = ask("B.Sc Nursing vs GNM");
    expect(reply).toMatch(/B\.Sc Nursing/);
    expect(reply).toMatch(/GNM/);
    expect(reply).toMatch(/How to choose/);
    const careers = ask("data scientist or software engineer?");
    expect(careers).toMatch(/Data Scientist/);
    expect(careers).toMatch(/Software Engineer/);
  });

  it("compares in Hinglish and Hindi: a clause of a Hinglish message is Hinglish, and fark and अंतर ask the difference", () => {
    for (const question of [
      "beta ne 12th kar li hai, usko BBA dilaye ya sirf BCom? kya theek rahega",
      "bba aur bcom me kya fark hai",
    ]) {
      const reply = ask(question);
      expect(reply, question).toMatch(/BBA/);
      expect(reply, question).toMatch(/B\.Com/);
    }
    const hindi = ask("आईएएस और आईपीएस में क्या अंतर है");
    expect(hindi).toMatch(/IAS/);
    expect(hindi).toMatch(/IPS/);
  });

  it("resolves a follow-up to the last topic and answers the one fact asked", () => {
    expect(ask("how many years does it take?", {}, ["How do I become a dentist?"])).toMatch(
      /^Dentist: the main course, BDS, takes 5 years/,
    );
    expect(ask("which colleges for that?", {}, ["I want to be a lawyer"])).toMatch(/NLSIU|NALSAR/);
    expect(ask("and the age limit?", {}, ["Tell me about the NDA exam"])).toMatch(/age|years/);
    // the verb in its plain form, and a fact asked of nothing named, with no pronoun
    expect(ask("who conduct the exam", {}, ["what is CLAT"])).toMatch(/Consortium/);
    expect(ask("how many years is the course", {}, ["How do I become a dentist?"])).toMatch(/BDS, takes 5 years/);
  });

  it("takes an exam's family name as the exam a school student takes next, as the site's search ranks it", () => {
    for (const [question, undergraduate, postgraduate] of [
      ["NEET", "NEET-UG", /NEET-(PG|MDS|SS)/],
      ["CUET", "CUET-UG", /CUET-PG/],
      ["CLAT", "CLAT (Common Law Admission Test)", /CLAT PG/],
    ] as const) {
      const firstLine = ask(question).split("\n")[0]!;
      expect(firstLine, question).toContain(undergraduate);
      expect(firstLine, question).not.toMatch(postgraduate);
    }
  });

  it("names only colleges in the state asked for, for every state the base holds", () => {
    const states = [...new Set(knowledgeBase.institutions.map((institution) => institution.state))];
    // a point reads "• Name, City (State): admits through ..."
    const stateOf = (point: string) =>
      /\(([^()]+)\):/.exec(point)?.[1]?.toLowerCase().replace(/ & /g, " and ").replace(/\s+/g, "-");
    const wrong = states.flatMap((state) => {
      const named = points(ask(`colleges in ${state.replace(/-/g, " ")}`));
      if (named.length === 0) return [`${state}: none named`];
      return named.filter((point) => stateOf(point) !== state).map((point) => `${state}: ${point}`);
    });
    expect(wrong).toEqual([]);
  });

  it("answers eligibility yes or no first", () => {
    expect(ask("Can I do CA without maths?")).toMatch(/^Yes/);
    expect(ask("Can I take NEET without biology?")).toMatch(/^Not usually/);
    expect(ask("Is Biology required for B.Arch?")).toMatch(/^No/);
    expect(ask("Can a commerce student become an economist?")).toMatch(/^Yes/);
  });

  it("says honestly that it has no exact dates, cut-offs or fees, and where to look", () => {
    const date = ask("When is the NEET 2027 exam date?");
    expect(date).toMatch(/don't have the exact date/);
    expect(date).toContain("https://neet.nta.nic.in/");
    const fees = ask("What are the fees at IIT Bombay?");
    expect(fees).toMatch(/don't have exact fees/);
    expect(fees).toContain("https://www.iitb.ac.in/");
    expect(fees).not.toMatch(/\b\d{2,3},\d{3}\b|lakh/);
  });

  it("tailors to the profile, and to the plan when there is one", () => {
    expect(
      ask("What should I do after class 10?", {
        profile: { study: "9-10", favouriteSubject: "Biology", aspiration: "Doctor" },
      }),
    ).toMatch(/Science with Physics, Chemistry and Biology/);
    const planned = ask("What careers suit me?", {
      plan: {
        interests: { code: "SAE" },
        shortlist: [{ slug: "psychologist", name: "Psychologist", percent: 40, nextStep: "Take CUET-UG" }],
        recommendations: [{ slug: "counsellor", name: "Counsellor", reasons: ["Matches your interest code"] }],
      },
    });
    expect(planned).toContain("interest code SAE");
    expect(planned).toContain("Counsellor: Matches your interest code");
    expect(planned).toContain("Psychologist (40% done)");
    expect(planned).toContain("Next step for Psychologist: Take CUET-UG");
  });

  it("answers in the house shape: direct answer, at most four points, one link, under 120 words", () => {
    const questions = [
      "How do I become a psychologist?",
      "What is CUET?",
      "Tell me about IIT Delhi",
      "Which scholarships are there for girls?",
      "Tell me about the Aditya Birla Scholarship",
      "careers in design",
      "What can I do after BA?",
      "MBBS vs BAMS",
    ];
    for (const question of questions) {
      const reply = ask(question);
      expect(countWords(reply), question).toBeLessThan(MAX_WORDS);
      expect(points(reply).length, question).toBeLessThanOrEqual(4);
      expect(links(reply).length, question).toBe(1);
      expect(reply.split("\n")[0]!.startsWith("• "), question).toBe(false);
    }
  });

  it("goes longer when the student asks for detail", () => {
    expect(countWords(ask("Tell me about becoming a chartered accountant in detail"))).toBeGreaterThan(
      countWords(ask("How do I become a chartered accountant?")),
    );
  });

  it("greets, and steers questions outside careers back", () => {
    expect(ask("Hello!", { fullName: "Ananya Rao" })).toMatch(/^Hi Ananya!/);
    expect(answer({ question: "who won the cricket world cup", history: [], student: {} }).reply.kind).toBe(
      "out-of-scope",
    );
  });
});
