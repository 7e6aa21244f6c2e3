import { entityName, joinList } from "../answers.ts";
import { firstSentence } from "../knowledge.ts";
import type { RecordEntity } from "../retrieval.ts";
import { local, t } from "../words.ts";
import { intent, type Turn } from "./intent.ts";

// "When unsure, ask back": no record is clearly meant, but two or three are close. The mentor says so,
// offers them as choices (buttons on the web, each asking about one record), and guesses nothing.

const isRecord = (kind: string) => kind !== "topic" && kind !== "subject";

/** One line on what each choice is, so the student can tell them apart before choosing. */
function whatItIs(entity: RecordEntity): string {
  switch (entity.kind) {
    case "career":
      return firstSentence(local(entity.record.summary));
    case "exam":
      return firstSentence(local(entity.record.admitsTo));
    case "degree":
      return firstSentence(local(entity.record.description));
    case "scholarship":
      return entity.record.provider;
    case "institution":
      return entity.record.city;
  }
}

export const clarifyIntents = [
  intent(
    "clarify",
    [],
    // a follow-up's topics come from the turn before: it is about those, not a guess
    // and interests said outright ("I love helping people") have their own answer
    (turn: Turn) =>
      turn.reading.choices.length > 0 &&
      turn.reading.interests.length === 0 &&
      !turn.topics.some((entity) => isRecord(entity.kind)),
    (turn: Turn) => {
      const choices = turn.reading.choices;
      const names = choices.map(entityName);
      return {
        lead: t("mentor.clarify.lead", { choices: joinList(names, "or") }),
        points: choices.map((entity) => `${entityName(entity)}: ${whatItIs(entity)}`),
        choices: names.map((name) => t("mentor.clarify.ask", { name })),
        kind: "clarify",
      };
    },
  ),
];
