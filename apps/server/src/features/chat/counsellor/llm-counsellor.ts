import { t } from "@disha/shared/i18n";
import type { Logger } from "../../../lib/logger.ts";
import type { Counsellor, CounsellorRequest } from "./counsellor.ts";
import { knowledgeEntry, knowledgeIndex } from "./knowledge.ts";

export interface LlmCounsellorOptions {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  /** answers when the endpoint fails before saying anything */
  fallback: Counsellor;
  logger: Logger;
}

const FACTS_PER_QUESTION = 6;

/** The library entries most relevant to the question, as JSON the model can quote from. */
export function groundingFacts(question: string): string[] {
  return knowledgeIndex
    .search(question, { limit: FACTS_PER_QUESTION })
    .map((hit) => knowledgeEntry(hit.id))
    .filter((entry) => entry !== undefined)
    .map((entry) => JSON.stringify(entry));
}

export function systemPrompt(request: CounsellorRequest): string {
  const profile = Object.entries(request.student.profile ?? {}).filter(([, value]) => value);
  return [
    t("mentor.llm.role"),
    t("mentor.llm.style"),
    t("mentor.llm.grounding"),
    t("mentor.llm.roadmapPath"),
    t("mentor.llm.offTopic"),
    "",
    t("mentor.llm.factsHeading"),
    ...groundingFacts(request.question),
    "",
    profile.length
      ? t("mentor.llm.profile", { profile: profile.map(([key, value]) => `${key}: ${value}`).join("; ") })
      : t("mentor.llm.noProfile"),
    request.student.quizResult ? t("mentor.llm.quizResult", { quizResult: request.student.quizResult }) : "",
  ].join("\n");
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

/** Any OpenAI-compatible chat-completions endpoint, grounded in the library, streaming. */
export function createLlmCounsellor(options: LlmCounsellorOptions): Counsellor {
  const url = `${options.baseUrl.replace(/\/$/, "")}/chat/completions`;
  return {
    name: "llm",
    async *reply(request, signal) {
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
              { role: "system", content: systemPrompt(request) },
              ...request.history.map((turn) => ({
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
        if (saidSomething) yield `\n\n${t("mentor.answerCut")}`;
        else yield* options.fallback.reply(request, signal);
      }
    },
  };
}
