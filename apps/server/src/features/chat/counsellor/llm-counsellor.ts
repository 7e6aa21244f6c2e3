import { inLanguage, t } from "./words.ts";
import type { Logger } from "../../../lib/logger.ts";
import { careersBehind } from "./answers.ts";
import type { Entity } from "./catalog.ts";
import type { Counsellor, CounsellorRequest } from "./counsellor.ts";
import { kb } from "./knowledge.ts";
import { answer, type Answer, withContext } from "./local-counsellor.ts";

export interface LlmCounsellorOptions {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  /** answers when the endpoint fails before saying anything */
  fallback: Counsellor;
  logger: Logger;
}

// kinds of answer that are rules, never a language model's: care in distress, and honest limits
// care, honest limits and asking back between close records are the rules' to say, never a model's guess
const rulesOnly = new Set(["care", "limits", "clarify"]);
const FACTS_PER_QUESTION = 6;

function recordOf(entity: Entity): unknown {
  switch (entity.kind) {
    case "topic":
      return {
        topic: entity.topic.id,
        careers: careersBehind(entity)
          .slice(0, 6)
          .map((career) => career.name.en),
      };
    case "subject":
      return { subjects: entity.subjects };
    default:
      return entity.record;
  }
}

/** The knowledge base records the local reading found for the question, as JSON the model can quote from. */
export function groundingFacts(found: Answer): string[] {
  const records: unknown[] = found.topics.slice(0, 3).map(recordOf);
  // a career's exams and degrees, so the model names them as the base does
  for (const entity of found.topics) {
    if (entity.kind !== "career") continue;
    records.push(...entity.record.exams.slice(0, 2).flatMap((id) => kb.examById(id) ?? []));
    records.push(...entity.record.degrees.slice(0, 1).flatMap((id) => kb.degreeById(id) ?? []));
  }
  return records.slice(0, FACTS_PER_QUESTION).map((record) => JSON.stringify(record));
}

export function systemPrompt(request: CounsellorRequest, found: Answer): string {
  const profile = Object.entries({
    ...(request.student.plan?.profile ?? {}),
    ...(request.student.profile ?? {}),
  }).filter(([, value]) => value);
  const plan = request.student.plan;
  const planLine = plan
    ? JSON.stringify({
        interestCode: plan.interests?.code,
        quiz: plan.quizResult?.career,
        shortlist: plan.shortlist?.map((item) => ({
          career: item.name,
          percent: item.percent,
          nextStep: item.nextStep,
        })),
        recommendations: plan.recommendations?.map((item) => item.name),
      })
    : undefined;
  return [
    t("mentor.llm.role"),
    t("mentor.llm.style"),
    t("mentor.llm.grounding"),
    found.reply.link ? t("mentor.llm.link", { path: found.reply.link }) : "",
    t("mentor.llm.offTopic"),
    "",
    t("mentor.llm.factsHeading"),
    ...groundingFacts(found),
    "",
    t("mentor.llm.localDraft", { draft: found.text }),
    profile.length
      ? t("mentor.llm.profile", { profile: profile.map(([key, value]) => `${key}: ${value}`).join("; ") })
      : t("mentor.llm.noProfile"),
    planLine ? t("mentor.llm.plan", { plan: planLine }) : "",
  ]
    .filter((line, index, lines) => line !== "" || lines[index - 1] !== "")
    .join("\n");
}

/** Reads the text deltas of an OpenAI-style `text/event-stream` chat-completions response. */
export async function* readCompletionStream(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = "";
  for await (const bytes of body) {
    buffer += decoder.decode(bytes, { stream: true });
    let newline: number;
    while ((newline = buffer.indexOf("\n")) >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (!line.startsWith("data:")) continue;
      const data = line.slice(5).trim();
      if (data === "[DONE]") return;
      const event = JSON.parse(data) as { choices?: { delta?: { content?: string | null } }[] };
      const text = event.choices?.[0]?.delta?.content;
      if (text) yield text;
    }
  }
}

/**
 * Any OpenAI-compatible chat-completions endpoint, streaming, grounded in the same reading of the
 * question as the local counsellor. Distress and honest limits are answered by the rules, never sent.
 */
export function createLlmCounsellor(options: LlmCounsellorOptions): Counsellor {
  const url = `${options.baseUrl.replace(/\/$/, "")}/chat/completions`;
  return {
    name: "llm",
    async *reply(asked, signal) {
      const request = await withContext(asked);
      const found = answer(request);
      if (rulesOnly.has(found.reply.kind)) {
        if (found.reply.choices?.length) request.offerChoices?.(found.reply.choices);
        yield found.text;
        return;
      }
      let saidSomething = false;
      try {
        const timeout = AbortSignal.timeout(options.timeoutMs);
        const response = await fetch(url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: options.model,
            stream: true,
            temperature: 0.3,
            max_tokens: 400,
            messages: [
              // the instructions are in the question's language, so the model answers in it
              { role: "system", content: inLanguage(found.reading.language, () => systemPrompt(request, found)).value },
              ...(request.history ?? []).map((turn) => ({
                role: turn.sender === "user" ? "user" : "assistant",
                content: turn.text,
              })),
              { role: "user", content: request.question },
            ],
          }),
          signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
        });
        if (!response.ok || !response.body) throw new Error(`the model endpoint answered ${response.status}`);
        for await (const text of readCompletionStream(response.body)) {
          saidSomething = true;
          yield text;
        }
        if (!saidSomething) throw new Error("the model endpoint sent an empty reply");
      } catch (error) {
        // never the question or the profile in the log: only what went wrong
        options.logger.warn(
          { err: error instanceof Error ? error.message : String(error) },
          "LLM counsellor failed; using the local one",
        );
        if (saidSomething) yield `\n\n${inLanguage(found.reading.language, () => t("mentor.answerCut")).value}`;
        else yield* options.fallback.reply(request, signal);
      }
    },
  };
}
