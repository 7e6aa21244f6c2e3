import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../../lib/logger.ts";
import { type FakeBehaviour, startFakeOpenAiServer } from "../../../testing/fake-openai-server.ts";
import type { Counsellor, CounsellorRequest } from "./counsellor.ts";
import { createLlmCounsellor } from "./llm-counsellor.ts";
import { createLocalCounsellor } from "./local-counsellor.ts";

let behaviour: FakeBehaviour = { kind: "stream", chunks: [] };
let fake: Awaited<ReturnType<typeof startFakeOpenAiServer>>;
let counsellor: Counsellor;

beforeAll(async () => {
  fake = await startFakeOpenAiServer(() => behaviour);
  counsellor = createLlmCounsellor({
    baseUrl: fake.baseUrl,
    apiKey: "sk-test",
    model: "test-model",
    timeoutMs: 500,
    fallback: createLocalCounsellor(),
    logger: createLogger("silent"),
  });
});
afterAll(async () => {
  await fake.close();
});

const doctorQuestion: CounsellorRequest = {
  question: "How do I become a doctor?",
  history: [
    { sender: "user", text: "hi" },
    { sender: "bot", text: "Hello! Ask me about careers." },
  ],
  student: { fullName: "Asha", profile: { study: "9-10", favouriteSubject: "Biology" } },
};

async function collect(request: CounsellorRequest) {
  const chunks: string[] = [];
  for await (const chunk of counsellor.reply(request)) chunks.push(chunk);
  return chunks;
}

describe("LLM counsellor over the OpenAI streaming protocol", () => {
  it("streams the model's words and sends a grounded, profile-aware prompt", async () => {
    behaviour = { kind: "stream", chunks: ["Take PCB ", "in class 11, ", "then crack NEET-UG."] };
    const before = fake.requests.length;
    expect(await collect(doctorQuestion)).toEqual(["Take PCB ", "in class 11, ", "then crack NEET-UG."]);

    const sent = fake.requests[before];
    expect(sent?.headers.authorization).toBe("Bearer sk-test");
    expect(sent?.body.model).toBe("test-model");
    expect(sent?.body.stream).toBe(true);
    const [system, ...turns] = sent?.body.messages ?? [];
    expect(system?.role).toBe("system");
    expect(system?.content).toContain("NEET");
    expect(system?.content).toContain("favouriteSubject: Biology");
    expect(turns).toEqual([
      { role: "user", content: "hi" },
      { role: "assistant", content: "Hello! Ask me about careers." },
      { role: "user", content: "How do I become a doctor?" },
    ]);
  });

  it("falls back to the local counsellor when the endpoint errors", async () => {
    behaviour = { kind: "error", status: 500 };
    const reply = (await collect(doctorQuestion)).join("");
    expect(reply).toContain("NEET");
    expect(reply).toContain("MBBS");
  });

  it("falls back to the local counsellor when the endpoint does not answer in time", async () => {
    behaviour = { kind: "hang" };
    const started = Date.now();
    const reply = (await collect(doctorQuestion)).join("");
    expect(reply).toContain("NEET");
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("answers distress and honest limits by the rules, without asking the model", async () => {
    behaviour = { kind: "stream", chunks: ["The exam is on 3 May."] };
    const before = fake.requests.length;
    const care = (
      await collect({ ...doctorQuestion, question: "I am so stressed about my exams, I can't sleep" })
    ).join("");
    expect(care).toContain("14416");
    const limits = (await collect({ ...doctorQuestion, question: "When is the NEET 2027 exam date?" })).join("");
    expect(limits).toMatch(/don't have the exact date/);
    expect(limits).not.toContain("3 May");
    expect(fake.requests.length).toBe(before);
  });

  it("sends the student's plan with the same grounding as the local counsellor", async () => {
    behaviour = { kind: "stream", chunks: ["Here is your plan."] };
    const before = fake.requests.length;
    await collect({
      question: "What careers suit me?",
      history: [],
      student: {},
      loadStudent: () =>
        Promise.resolve({
          plan: {
            interests: { code: "SAE" },
            shortlist: [{ slug: "nurse", name: "Nurse", percent: 20, nextStep: null }],
          },
        }),
    });
    const system = fake.requests[before]?.body.messages[0]?.content ?? "";
    expect(system).toContain('"interestCode":"SAE"');
    expect(system).toContain("Nurse");
  });

  it("instructs the model in Hindi for a question in Hindi, and in English otherwise", async () => {
    behaviour = { kind: "stream", chunks: ["डॉक्टर बनने के लिए ", "NEET-UG दें।"] };
    const before = fake.requests.length;
    await collect({ question: "डॉक्टर कैसे बनें?", history: [], student: {} });
    const hindiPrompt = fake.requests[before]?.body.messages[0]?.content ?? "";
    expect(hindiPrompt).toContain("जवाब हिंदी (देवनागरी) में दीजिए");
    expect(hindiPrompt).not.toContain("simple English");
    await collect({ question: "How do I become a doctor?", history: [], student: {} });
    expect(fake.requests[before + 1]?.body.messages[0]?.content).toContain("simple English");
  });
});
