import { careIntents } from "./care.ts";
import { clarifyIntents } from "./clarify.ts";
import { conversationIntents, offTopicIntents, outOfScope } from "./conversation.ts";
import { finderIntents } from "./finders.ts";
import { earlierTopics, followsUp } from "./follow-up.ts";
import { choose, intent, type Intent } from "./intent.ts";
import { personalIntents, unsureIntents } from "./personal.ts";
import { cardIntents, limitIntents, recordIntents, unknownIntents } from "./records.ts";
import { steeringIntents } from "./steering.ts";
import { streamIntents } from "./streams.ts";

// Every kind of question the mentor answers, in the order that matters: care first, then what is not
// about careers, then honest limits, then the question itself. The first entry that matches answers.

// a follow-up is answered by the entries after it, with the record of the turn before as its topic
const followUp = intent(
  "follow-up",
  ["history"],
  ({ reading }) => followsUp(reading),
  (turn) => {
    const about = { ...turn, topics: [...turn.own, ...earlierTopics(turn.history)] };
    return choose(afterFollowUp, about).answer(about);
  },
);

const notAboutCareers = intent(
  "out-of-scope",
  [],
  ({ reading }) => reading.asks.generalKnowledge || !reading.asks.careerWords,
  outOfScope,
);

const afterFollowUp: readonly Intent[] = [
  ...limitIntents,
  ...steeringIntents,
  ...streamIntents,
  ...finderIntents,
  // a guess between close records is asked back before any answer about a field or a record
  ...clarifyIntents,
  ...recordIntents,
  ...personalIntents,
  ...cardIntents,
  ...unsureIntents,
  notAboutCareers,
  ...unknownIntents,
];

export const intentTable: readonly Intent[] = [
  ...careIntents,
  ...offTopicIntents,
  ...conversationIntents,
  followUp,
  ...afterFollowUp,
];
