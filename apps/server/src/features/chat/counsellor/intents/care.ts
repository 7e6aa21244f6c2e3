import { careAnswersAlone, detectDistress, distressReply } from "../wellbeing.ts";
import { intent, type Turn } from "./intent.ts";

// a question about a career, degree, college or scholarship ("can he still do the ITI course?"); an exam
// or a field named in distress ("crying before my exams") is what the distress is about, not a question
const QUESTIONED_KINDS = new Set(["career", "degree", "institution", "scholarship"]);
const asksOfARecord = (turn: Turn) =>
  turn.own.some((entity) => QUESTIONED_KINDS.has(entity.kind)) &&
  (turn.question.includes("?") || turn.reading.asks.eligibility);

// Care comes before anything else the student asked; beside a question about a record, care comes first
// in its answer (local-counsellor.ts).
export const careIntents = [
  intent(
    "distress",
    [],
    (turn) => careAnswersAlone(detectDistress(turn.question, turn.reading.english), asksOfARecord(turn)),
    (turn) => distressReply(detectDistress(turn.question, turn.reading.english)),
  ),
];
