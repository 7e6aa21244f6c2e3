import type { Entity } from "../catalog.ts";
import type { ChatTurn } from "../counsellor.ts";
import { factAsked } from "../facts.ts";
import { readMessage, type Reading } from "../understand.ts";
import { isCareerish } from "./intent.ts";

// A short follow-up ("which body runs it?", "how many years does it take?") is about the record the
// student named in the turn before, whatever its kind.

export function followsUp({ mentions, asks, rejected }: Reading): boolean {
  // a fact asked of nothing named ("how long does the training take?") can only be about the turn before
  const refersBack = asks.refersBack || mentions.length === 0;
  return (
    !mentions.some((mention) => isCareerish(mention.entity)) &&
    refersBack &&
    rejected.length === 0 &&
    (factAsked(asks) !== undefined || asks.limit !== undefined || asks.eligibility)
  );
}

/** What the student's latest earlier question named. */
export function earlierTopics(history: readonly ChatTurn[]): Entity[] {
  const asked = history
    .filter((turn) => turn.sender === "user")
    .slice(-4)
    .reverse();
  for (const turn of asked) {
    const reading = readMessage(turn.text);
    if (reading.mentions.length > 0) return reading.mentions.map((mention) => mention.entity);
  }
  return [];
}
