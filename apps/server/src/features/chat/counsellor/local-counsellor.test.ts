import { roadmaps } from "@disha/content";
import { describe, expect, it } from "vitest";
import type { CounsellorRequest, StudentContext } from "./counsellor.ts";
import { answerLocally, createLocalCounsellor } from "./local-counsellor.ts";

function ask(question: string, student: StudentContext = {}, history: CounsellorRequest["history"] = []): string {
  return answerLocally({ question, history, student });
}

const roadmapPaths = roadmaps.map((roadmap) => roadmap.path);
const linksARoadmap = (answer: string) => roadmapPaths.some((path) => answer.includes(path));

describe("local counsellor", () => {
  it("streams one chunk that is the whole answer", async () => {
    const counsellor = createLocalCounsellor();
    const chunks: string[] = [];
    for await (const chunk of counsellor.reply({ question: "How do I become a dentist?", history: [], student: {} })) {
      chunks.push(chunk);
    }
    expect(counsellor.name).toBe("local");
    expect(chunks).toHaveLength(1);
    expect(chunks[0]).toContain("NEET");
  });

  it("says nothing once the request is aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    const chunks: string[] = [];
    for await (const chunk of createLocalCounsellor().reply(
      { question: "hi", history: [], student: {} },
      controller.signal,
    )) {
      chunks.push(chunk);
    }
    expect(chunks).toEqual([]);
  });

  it("explains how to become a dentist through NEET and BDS", () => {
    const answer = ask("how to become a dentist");
    expect(answer).toMatch(/NEET-UG/);
    expect(answer).toMatch(/BDS/);
    expect(answer).toContain("/timelines/medical");
  });

  it("greets back by first name and offers help", () => {
    const answer = ask("Hello!", { fullName: "Ananya Rao" });
    expect(answer).toMatch(/^Hi Ananya!/);
    expect(answer.toLowerCase()).toContain("career");
  });

  it.each(["who won the cricket world cup", "What's the weather like in Delhi today?", "tell me a joke"])(
    "steers %j back to careers and studies",
    (question) => {
      const answer = ask(question);
      expect(answer).toMatch(/career counsellor/);
      expect(answer).toMatch(/careers, streams/);
      expect(linksARoadmap(answer)).toBe(false);
    },
  );

  it.each([
    ["How can I become an architect?", "/timelines/eng"],
    ["what exams are needed to become a company secretary", "/career-commerce/accounting"],
    ["How do I become a financial planner?", "/career-commerce/finance"],
    ["I want to start my own startup", "/career-commerce/business"],
    ["how to become an animator", "/career-arts/fine-arts"],
    ["what does a content writer do", "/career-arts/journalism"],
    ["how do I become a counselling psychologist", "/career-arts/psychology"],
    ["is statistics a good career", "/timelines/bsc"],
  ])("answers %j with the roadmap %s", (question, path) => {
    expect(ask(question)).toContain(path);
  });

  it("names the body that conducts an exam", () => {
    expect(ask("Who conducts JEE Advanced?")).toMatch(/one of the IITs/);
    expect(ask("what is CSEET")).toMatch(/Institute of Company Secretaries of India/);
    expect(ask("tell me about BITSAT")).toMatch(/BITS Pilani/);
  });

  it("compares two exams in the order they were asked", () => {
    const answer = ask("NEET-UG vs NEET-PG");
    expect(answer.indexOf("NEET-UG is conducted")).toBeGreaterThan(-1);
    expect(answer.indexOf("NEET-UG is conducted")).toBeLessThan(answer.indexOf("NEET-PG is conducted"));
  });

  it("uses the favourite subject and aspiration from the profile for a stream question", () => {
    const answer = ask("Which stream should I choose?", {
      profile: { study: "9-10", favouriteSubject: "Accountancy", aspiration: "Chartered Accountant" },
    });
    expect(answer).toMatch(/you enjoy Accountancy/);
    expect(answer).toMatch(/CA Foundation/);
    expect(answer).toContain("/career-commerce/accounting");
    expect(answer).toMatch(/after class 10/);
  });

  it("suggests the streams a subject leads to when there is no aspiration", () => {
    const answer = ask("I love biology, which stream should I take?");
    expect(answer).toMatch(/PCB/);
    expect(answer).toContain("/timelines/medical");
  });

  it("reads a short follow-up with the earlier question", () => {
    const answer = ask("and which exams?", {}, [
      { sender: "user", text: "How do I become a chartered accountant?" },
      { sender: "bot", text: "A chartered accountant..." },
    ]);
    expect(answer).toMatch(/CA Foundation/);
  });

  it("points an unsure student to the quiz, the profile and mentors", () => {
    const answer = ask("I don't know which career to choose", { quizResult: "Journalist/News Reporter" });
    expect(answer).toContain("/career-quiz");
    expect(answer).toContain("/dashboard/profile");
    expect(answer).toContain("/mentors");
    expect(answer).toContain("Journalist/News Reporter");
  });

  it.each([
    ["How do I book a mentor?", "/mentors"],
    ["Are there any workshops?", "/workshops"],
    ["where is the career library", "/dashboard/library"],
    ["how do I take the career quiz", "/career-quiz"],
  ])("explains the platform: %j -> %s", (question, path) => {
    expect(ask(question)).toContain(path);
  });

  it("admits what it does not know instead of inventing it", () => {
    expect(ask("How do I become a pilot?")).toMatch(/don't have details on that/);
    expect(ask("What is the salary of a doctor?")).toMatch(/don't have salary figures/);
  });

  it("keeps answers short", () => {
    for (const question of [
      "How do I become a doctor?",
      "Which exams do I need for engineering?",
      "What careers are there in arts?",
    ]) {
      expect(ask(question).split(/\s+/).length, question).toBeLessThanOrEqual(190);
    }
  });
});
