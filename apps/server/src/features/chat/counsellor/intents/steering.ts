import { t } from "../words.ts";
import { entityName, steerAway } from "../answers.ts";
import { eligibilityAnswer } from "../facts.ts";
import { intent, isStream, subjectsOf, type Turn } from "./intent.ts";

// What the student rejects ("I hate biology"), or what others push on them ("my parents want engineering").

const rejectsOrPushed = ({ reading }: Turn) => reading.rejected.length > 0 || reading.pushed.length > 0;
const rejectedMentions = ({ reading }: Turn) => [...reading.rejected, ...reading.pushed];
/** The record the question is about, beside what it rejects. */
const target = ({ own }: Turn) => own.find((entity) => entity.kind !== "subject" && !isStream(entity));

export const steeringIntents = [
  intent(
    "eligibility-without",
    [],
    (turn) =>
      rejectsOrPushed(turn) &&
      turn.reading.asks.eligibility &&
      target(turn) !== undefined &&
      subjectsOf(rejectedMentions(turn)).length > 0,
    (turn) =>
      eligibilityAnswer(target(turn)!, {
        withoutSubjects: subjectsOf(rejectedMentions(turn)),
        requiredSubjects: [],
        stream: undefined,
      })!,
  ),
  intent(
    "steer-away",
    [],
    (turn) => {
      const { asks } = turn.reading;
      return rejectsOrPushed(turn) && (!target(turn) || asks.listCareers || asks.stream || asks.interestWords);
    },
    (turn) => {
      const { reading } = turn;
      const rejected = rejectedMentions(turn);
      const rejectedSubjects = subjectsOf(rejected);
      const streamTopic = reading.mentions.find((mention) => isStream(mention.entity));
      const excludedFamilies = new Set<string>();
      const excludedCareers = new Set<string>();
      for (const { entity } of rejected) {
        if (entity.kind === "topic") entity.topic.families?.forEach((family) => excludedFamilies.add(family));
        if (entity.kind === "career") {
          excludedCareers.add(entity.id);
          excludedFamilies.add(entity.record.family);
        }
      }
      const reply = steerAway({
        rejectedNames: rejected.map((mention) => entityName(mention.entity)),
        excludedFamilies,
        excludedCareers,
        noMaths: rejectedSubjects.includes("mathematics"),
        wantedSubjects: subjectsOf(reading.mentions).filter((subject) => !rejectedSubjects.includes(subject)),
        stream: streamTopic?.entity.kind === "topic" ? streamTopic.entity.topic.stream : undefined,
        interests: reading.interests.map((interest) => ({
          riasec: interest.riasec,
          families: interest.families ?? [],
        })),
        asksStream: reading.asks.stream,
      });
      if (reading.pushed.length > 0)
        reply.points = [...(reply.points ?? []).slice(0, 3), t("mentor.steer.talkToParents")];
      return reply;
    },
  ),
];
