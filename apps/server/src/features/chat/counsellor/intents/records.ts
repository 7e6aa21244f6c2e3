import type { CareerRecord } from "@disha/content/knowledge/schemas";
import { t, local } from "../words.ts";
import { cardOf, compareAnswer, firstSentence, joinList, paths, topicCard } from "../answers.ts";
import type { Entity } from "../catalog.ts";
import { eligibilityAnswer, factAnswer, factAsked, honestLimit } from "../facts.ts";
import { rankRecords } from "../retrieval.ts";
import { intent, isCareerish, isStream, mainTopic, subjectsOf, type Turn } from "./intent.ts";

// Questions about one record or field, or two of them: limits of what the base holds, comparisons,
// eligibility, one fact, and the record's card.

const comparable = ({ topics }: Turn) => topics.filter((entity) => isCareerish(entity) && !isStream(entity));
const eligibilityTarget = ({ topics }: Turn) => topics.find((entity) => entity.kind !== "subject" && !isStream(entity));
const streamAsked = ({ topics }: Turn) => {
  const stream = topics.find(isStream);
  return stream?.kind === "topic" ? stream.topic.stream : undefined;
};
const eligibilityCondition = (turn: Turn) => ({
  withoutSubjects: subjectsOf(turn.reading.rejected),
  requiredSubjects: subjectsOf(turn.reading.mentions),
  stream: streamAsked(turn),
});

/** A fact the base can give about `entity`: not a duration of a field, an institution or a scholarship. */
function factFits(entity: Entity, turn: Turn): boolean {
  const fact = factAsked(turn.reading.asks, entity);
  if (!fact || turn.reading.asks.overview || (fact === "exams" && entity.kind === "exam")) return false;
  return fact !== "duration" || ["career", "exam", "degree"].includes(entity.kind);
}

export const limitIntents = [
  intent(
    "honest-limit",
    [],
    ({ reading }) => reading.asks.limit !== undefined,
    ({ reading, topics }) => honestLimit(reading.asks.limit!, topics.filter(isCareerish).slice(0, 2)),
  ),
];

export const recordIntents = [
  intent(
    "compare",
    [],
    (turn) => turn.reading.asks.compare && comparable(turn).length >= 2,
    (turn) => {
      const [first, second, goal] = comparable(turn);
      return compareAnswer(first!, second!, goal);
    },
  ),
  intent(
    "eligibility",
    [],
    (turn) => {
      const condition = eligibilityCondition(turn);
      return (
        turn.reading.asks.eligibility &&
        eligibilityTarget(turn) !== undefined &&
        (condition.withoutSubjects.length > 0 ||
          condition.requiredSubjects.length > 0 ||
          condition.stream !== undefined)
      );
    },
    (turn) => eligibilityAnswer(eligibilityTarget(turn)!, eligibilityCondition(turn))!,
  ),
  intent(
    "fact",
    [],
    (turn) => {
      const main = mainTopic(turn);
      return main !== undefined && factFits(main, turn);
    },
    (turn) => {
      const main = mainTopic(turn)!;
      const fact = factAsked(turn.reading.asks, main)!;
      return main.kind === "topic" && (fact === "exams" || fact === "subjects")
        ? topicCard(main.topic, turn.reading.asks)
        : factAnswer(main, fact)!;
    },
  ),
];

export const cardIntents = [
  intent(
    "card",
    [],
    (turn) => turn.own.length > 0 || mainTopic(turn) !== undefined,
    (turn) => cardOf(mainTopic(turn) ?? turn.own[0]!, turn.reading.asks, turn.reading.asks.detail),
  ),
];

export const unknownIntents = [
  intent(
    "unknown",
    [],
    () => true,
    ({ reading, question }) => {
      // nothing in the base is named: the careers the ranking puts nearest, when there are any
      const nearest = nearestCareers(reading.language === "en" ? reading.english : reading.message);
      // nothing near either: the community may know; the link only fills in the ask form, the student posts it
      if (nearest.length === 0)
        return {
          lead: t("mentor.unknownTopic"),
          points: [t("mentor.unsure.takeQuiz"), t("mentor.askCommunity")],
          link: paths.community(question),
          kind: "unknown",
        };
      return {
        lead: t("mentor.unknownNearest", { records: joinList(nearest.map((career) => local(career.name))) }),
        points: nearest.map((career) => `${local(career.name)}: ${firstSentence(local(career.summary))}`),
        link: paths.career(nearest[0]!.id),
        kind: "unknown-nearest",
      };
    },
  ),
];

/** The careers nearest to a question by the one ranking of the base, best first. */
function nearestCareers(question: string, count = 3): CareerRecord[] {
  return rankRecords(question, { kinds: ["career"], limit: count }).flatMap((candidate) =>
    candidate.entity.kind === "career" ? [candidate.entity.record] : [],
  );
}
