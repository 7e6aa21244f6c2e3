import type { Entity, Mention } from "../catalog.ts";
import type { ChatTurn, CounsellorRequest, StudentContext } from "../counsellor.ts";
import type { Reply } from "../reply.ts";
import type { Reading } from "../understand.ts";

// One kind of question the mentor answers: when it applies, what it needs read in, and the answer.
// The table (table.ts) lists them in order; the first entry that matches answers.

/** What an answer may need read in beside the question: the student's profile and plan, the earlier turns. */
export type Need = "student" | "history";

export interface Turn {
  reading: Reading;
  /** what the question names */
  own: readonly Entity[];
  /** what the answer is about: what the question names, and for a follow-up the record of the turn before */
  topics: readonly Entity[];
  student: StudentContext;
  history: readonly ChatTurn[];
  question: string;
}

export interface Intent {
  kind: string;
  needs: readonly Need[];
  /** decided from the question's words and the topics alone, so what to read in follows from the choice */
  match(turn: Turn): boolean;
  answer(turn: Turn): Reply;
}

export function intent(kind: string, needs: readonly Need[], match: Intent["match"], answer: Intent["answer"]): Intent {
  return { kind, needs, match, answer };
}

/** The first entry of `table` that matches. The table ends with an entry that always does. */
export function choose(table: readonly Intent[], turn: Turn): Intent {
  const chosen = table.find((entry) => entry.match(turn));
  if (!chosen) throw new Error("the intent table has no entry that always matches");
  return chosen;
}

export function turnOf(request: CounsellorRequest, reading: Reading): Turn {
  const own = reading.mentions.map((mention) => mention.entity);
  return {
    reading,
    own,
    topics: own,
    student: request.student,
    history: request.history ?? [],
    question: request.question,
  };
}

/** Neither a school subject nor a stream: a record or a field of careers. */
export function isCareerish(entity: Entity): boolean {
  return entity.kind !== "subject";
}

export function isStream(entity: Entity): boolean {
  return entity.kind === "topic" && entity.topic.stream !== undefined;
}

export function subjectsOf(list: readonly Mention[]): string[] {
  return list.flatMap((mention) => (mention.entity.kind === "subject" ? mention.entity.subjects : []));
}

/** The record or field the answer is about. */
export function mainTopic(turn: Turn): Entity | undefined {
  return turn.topics.find(isCareerish);
}

/** What the question names, when it is only school subjects. */
export function namesOnlySubjects(turn: Turn): boolean {
  return turn.own.length > 0 && turn.own.every((entity) => entity.kind === "subject");
}
