import { detectDistress, distressReply } from "../wellbeing.ts";
import { intent } from "./intent.ts";

// Care comes before anything else the student asked.
export const careIntents = [
  intent(
    "distress",
    [],
    (turn) => detectDistress(turn.question, turn.reading.english).length > 0,
    (turn) => distressReply(detectDistress(turn.question, turn.reading.english)),
  ),
];
