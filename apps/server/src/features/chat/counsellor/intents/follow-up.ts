import type { Entity } from "../catalog.ts";
import type { ChatTurn } from "../counsellor.ts";
import { factAsked } from "../facts.ts";
import { readMessage, type Reading } from "../understand.ts";
import { isCareerish } from "./intent.ts";

// A follow-up ("which body runs it?", "how many years does it take?", "does it cover private schools
// too?") is about the record the student named in the turn before, whatever its kind.

// a word that points back at what was named before, in the three languages
const pointsBack =
  /\b(it|its|that one|this one|those|these|them|(?<!\b(?:is|are|was|were|any) )there|same|iska|iski|iske|uska|uski|uske|isme|usme|ismein|usmein|wahan|waha|yahan)\b|(?:^|\s)(इसका|इसकी|इसके|उसका|उसकी|उसके|इसमें|उसमें|वहाँ|वहां|यहाँ|यहां)(?=\s|$|[?,.!])/i;

export function followsUp({ message, english, mentions, asks, rejected }: Reading): boolean {
  if (mentions.some((mention) => isCareerish(mention.entity)) || rejected.length > 0) return false;
  // a fact asked of nothing named ("how long does the training take?") can only be about the turn before
  const refersBack = asks.refersBack || mentions.length === 0;
  if (refersBack && (factAsked(asks) !== undefined || asks.limit !== undefined || asks.eligibility)) return true;
  // and so is any question that points back at it ("does it cover private schools too?")
  return pointsBack.test(message) || pointsBack.test(english);
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
