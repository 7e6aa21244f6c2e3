import type { Entity } from "./catalog.ts";
import { getCatalog } from "./catalog.ts";
import { buildRetrievalIndex } from "./retrieval.ts";
import type { Counsellor, CounsellorRequest } from "./counsellor.ts";
import { choose, type Intent, type Need, turnOf } from "./intents/intent.ts";
import { intentTable } from "./intents/table.ts";
import { writeReply, type Reply } from "./reply.ts";
import { readMessage, type Reading } from "./understand.ts";
import { detectDistress, mayNeedHelp, withCare } from "./wellbeing.ts";
import { inLanguage } from "./words.ts";

// The local counsellor: rules over the knowledge base, no network. Which rule answers is the intent
// table's choice (intents/table.ts); this file reads in what the chosen entry needs and writes the reply.

export interface Answer {
  text: string;
  reply: Reply;
  reading: Reading;
  /** the entities the answer is about, for the language model's grounding */
  topics: Entity[];
  /** the intent that answered */
  intent: string;
}

/**
 * Composes the whole reply to one question; pure and synchronous. `reading` is the question's and `chosen`
 * the table's entry for it, when already known (an entry's match reads neither profile nor earlier turns,
 * so the choice made before they were read in stands).
 */
export function answer(
  request: CounsellorRequest,
  reading = readMessage(request.question),
  chosen = chosenFor(request, reading),
): Answer {
  const turn = turnOf(request, reading);
  // a question in Hindi is answered in Hindi: the catalog's words and the records' Hindi texts
  const { value: reply, englishUsed } = inLanguage(reading.language, () => {
    const answered = chosen.answer(turn);
    if (chosen.kind === "distress") return answered;
    const distress = detectDistress(request.question, reading.english);
    return distress.length > 0 || mayNeedHelp(request.question) ? withCare(answered, distress) : answered;
  });
  const { value: text } = inLanguage(reading.language, () =>
    writeReply(reply, { language: reading.language, detail: reading.asks.detail, englishUsed }),
  );
  return { text, reply, reading, topics: [...turn.topics], intent: chosen.kind };
}

export function answerLocally(request: CounsellorRequest): string {
  return answer(request).text;
}

/** The entry of the intent table that will answer: what it needs is what is read in. */
function chosenFor(request: CounsellorRequest, reading: Reading): Intent {
  return choose(intentTable, turnOf(request, reading));
}

/**
 * The request with what `needs` names read in: the student's profile and plan, the earlier turns;
 * everything by default.
 */
export async function withContext(
  request: CounsellorRequest,
  needs: readonly Need[] = ["student", "history"],
): Promise<CounsellorRequest> {
  const { loadStudent, loadHistory } = request;
  const [student, history] = await Promise.all([
    loadStudent && needs.includes("student") ? loadStudent() : undefined,
    loadHistory && needs.includes("history") ? loadHistory() : undefined,
  ]);
  // what is read in is read once: a fallback counsellor given this request does not read it again
  return {
    ...request,
    ...(student ? { student: { ...request.student, ...student }, loadStudent: undefined } : {}),
    ...(history ? { history, loadHistory: undefined } : {}),
  };
}

export function createLocalCounsellor(): Counsellor {
  // the catalog and the ranking's index are built once, at start: built on the first question, they held
  // the first 50 students' replies back 100 ms (the bench)
  getCatalog();
  buildRetrievalIndex();
  return {
    name: "local",
    async *reply(request, signal) {
      // the question is read once, for what the answer needs read in and for the answer
      const reading = readMessage(request.question);
      const chosen = chosenFor(request, reading);
      const full = await withContext(request, chosen.needs);
      if (signal?.aborted) return;
      const { text, reply } = answer(full, reading, chosen);
      if (reply.choices?.length) request.offerChoices?.(reply.choices);
      yield text;
    },
  };
}
