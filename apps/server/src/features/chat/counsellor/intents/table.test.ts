import { describe, expect, it, vi } from "vitest";
import type { CounsellorRequest } from "../counsellor.ts";
import { answer, createLocalCounsellor } from "../local-counsellor.ts";
import { intentTable } from "./table.ts";

const chosen = (question: string, earlier: string[] = []) =>
  answer({
    question,
    student: {},
    history: earlier.map((text) => ({ sender: "user" as const, text })),
  }).intent;

describe("the intent table", () => {
  it("gives every entry its own kind, and ends with one that always answers", () => {
    const kinds = intentTable.map((entry) => entry.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(kinds.at(-1)).toBe("unknown");
  });

  it.each([
    ["I failed my exams and I feel hopeless", "distress"],
    ["who won the world cup", "general-knowledge"],
    ["hello", "greeting"],
    ["how do I book a mentor session", "platform-mentors"],
    ["what is the cutoff for AIIMS", "honest-limit"],
    ["I hate biology, what careers can I do", "steer-away"],
    ["doctor vs nurse", "compare"],
    ["can a commerce student become a lawyer", "eligibility"],
    ["how many years is MBBS", "fact"],
    ["I love helping people, what careers fit", "interests"],
    ["what careers suit me", "suits-me"],
    ["tell me about the CLAT exam", "card"],
    ["I am confused about my career", "unsure"],
  ])("answers %j by the entry %s, the first that matches", (question, kind) => {
    expect(chosen(question)).toBe(kind);
  });

  it("offers the community, with the question filled in, when nothing in the library is near", () => {
    const reply = answer({ question: "career in zorblaxing", student: {}, history: [] });
    expect(reply.intent).toBe("unknown");
    expect(reply.reply.link).toBe("/community?ask=career+in+zorblaxing");
    expect(reply.text).toContain("post it yourself");
  });

  it("answers a follow-up by the entry for the record of the turn before", () => {
    expect(chosen("how many years does it take?", ["tell me about dentists"])).toBe("follow-up");
    expect(
      answer({
        question: "how many years does it take?",
        student: {},
        history: [{ sender: "user", text: "what is BDS" }],
      }).text,
    ).toMatch(/BDS/);
  });

  it("reads in only what the chosen entry needs", async () => {
    const loads = () => ({
      loadStudent: vi.fn(() => Promise.resolve({ fullName: "Asha" })),
      loadHistory: vi.fn(() => Promise.resolve([])),
    });
    const about = (question: string) => ({ question, student: {}, ...loads() }) satisfies CounsellorRequest;
    const counsellor = createLocalCounsellor();
    const ask = async (request: CounsellorRequest) => {
      for await (const text of counsellor.reply(request)) expect(text).not.toBe("");
    };

    const career = about("how do I become a pilot");
    await ask(career);
    expect(career.loadStudent).not.toHaveBeenCalled();
    expect(career.loadHistory).not.toHaveBeenCalled();

    const personal = about("what careers suit me");
    await ask(personal);
    expect(personal.loadStudent).toHaveBeenCalledOnce();
    expect(personal.loadHistory).not.toHaveBeenCalled();

    const followUp = about("and how many years?");
    await ask(followUp);
    expect(followUp.loadHistory).toHaveBeenCalledOnce();
    expect(followUp.loadStudent).not.toHaveBeenCalled();
  });
});
