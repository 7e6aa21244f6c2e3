import { indianStates } from "@disha/content/knowledge/options";
import { describe, expect, it } from "vitest";
import { answerLocally } from "../local-counsellor.ts";

const ask = (question: string, earlier: string[] = []) =>
  answerLocally({ question, student: {}, history: earlier.map((text) => ({ sender: "user" as const, text })) });

/** The states an answer places its colleges in: the "(State)" after each college's city. */
const statesNamed = (answer: string) =>
  indianStates
    .map((state) => state.split("-").map((part) => (part === "and" ? part : part[0]!.toUpperCase() + part.slice(1))))
    .map((parts) => parts.join(" "))
    .filter((label) => answer.includes(`(${label})`));

describe("colleges by degree, exam, state and type", () => {
  it("names the AIIMS for government medical colleges", () => {
    expect(ask("government medical colleges")).toMatch(/AIIMS/);
  });

  it.each([
    ["cheap engineering colleges in UP", "Uttar Pradesh"],
    ["colleges in kerala", "Kerala"],
    ["law colleges in maharashtra", "Maharashtra"],
    ["government medical colleges in delhi", "Delhi"],
    ["engineering colleges in tamil nadu", "Tamil Nadu"],
  ])("lists only colleges of the state asked for: %j", (question, state) => {
    const answer = ask(question);
    expect(statesNamed(answer)).toEqual([state]);
    expect(answer).toContain(`in ${state}`);
  });

  it("lists a family's campuses when it is named by its short form, and keeps how to get in for its exam", () => {
    expect(ask("nift kya hota hai, kahan kahan hai?")).toMatch(/NIFT \w+, NIFT \w+/);
    expect(ask("name some national law universities")).toMatch(/NLU/);
    expect(ask("which IIITs are there in the south")).toMatch(/IIIT/);
    expect(ask("iit me admission kaise milta hai")).toMatch(/JEE Advanced/);
  });

  it("lists the colleges an exam admits to", () => {
    expect(ask("which colleges take CLAT")).toMatch(/National Law|NLU/);
  });
});

describe("scholarships by class, gender, income, state and stream", () => {
  it.each([
    ["scholarship for a girl doing B.Tech", /Pragati/],
    ["scholarship for a class 8 student whose family earns little", /NMMSS/],
    ["scholarships for girls in west bengal", /Kanyashree/],
    ["scholarship for SC students after 12th", /Post[- ]Matric/],
    // situations no facet holds are found by the scholarships' own words
    ["my father retired from the navy, is there any scholarship for my engineering?", /Ex-Servicemen/],
    ["meri mummy CRPF me hai, mere liye scholarship?", /CAPF/],
    // a state's short form, and a scholarship to study in a college is a scholarship question
    ["from J&K, is there a scholarship to study in a college in another state", /PMSSS/],
    ["any financial help scheme for a girl from a government school in tamilnadu going to college", /Pudhumai/],
  ])("%j", (question, expected) => {
    expect(ask(question)).toMatch(expected);
  });
});

describe("exams by who conducts them, months, eligibility and what they admit to", () => {
  it.each([
    ["who conducts CLAT", /Consortium of National Law Universities/],
    ["in which month is NEET held", /May/],
    ["what does CUET-UG admit to", /central universities/],
    ["who can apply for JEE Main", /Who can take JEE Main/],
  ])("%j", (question, expected) => {
    expect(ask(question)).toMatch(expected);
  });

  it("keeps the exam named in the turn before for a follow-up", () => {
    expect(ask("which body runs it?", ["tell me about GATE"])).toMatch(/GATE is conducted by IISc/);
    expect(ask("who gives it?", ["what is NMMSS"])).toMatch(/Ministry of Education/);
  });
});

describe("changing stream", () => {
  it("answers a move after class 10 and after class 12 by the streams asked", () => {
    expect(ask("can i switch from arts to science after 10th")).toMatch(/after class 10 you can take Science/);
    expect(ask("can i change from science to commerce after 12th")).toMatch(/from Science to Commerce/);
    expect(ask("i took commerce in class 11, can i become a pilot")).toMatch(/^Not directly/);
  });
});

describe("a question the base has no record for", () => {
  it("finds a career by another name through the aliases and the site's search", () => {
    expect(ask("how to become an air hostess")).toMatch(/Cabin Crew/);
    expect(ask("hacking as a job")).toMatch(/Cyber Security Analyst/);
  });

  it("offers the nearest records when it has none", () => {
    expect(ask("how to become a wildlife photographer in the forest")).toMatch(/\/careers\//);
  });
});

describe("a Hinglish question", () => {
  it("is framed in Hinglish from its opening to its link and closing line", () => {
    const lines = ask("doctor kaise bane").split("\n");
    expect(lines[0]).toMatch(/jawaab/);
    expect(lines.at(-2)).toMatch(/^Poori jaankari yahan: \/careers\/doctor/);
    expect(lines.at(-1)).toMatch(/poochho/);
  });
});
