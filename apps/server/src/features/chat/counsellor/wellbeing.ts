import { selfHarmIn } from "../../../lib/harm/detect.ts";
import { t } from "./words.ts";
import type { Reply } from "./reply.ts";

// The care path: a message of distress gets a short, warm answer with Tele-MANAS and a trusted adult,
// and no career card. These are fixed rules with their own tests, never left to a language model.

export type Distress = "crisis" | "failure" | "pressure" | "stress";

const failure =
  /\b(failed|fail ho|failing|flunked|got (very )?(low|bad|poor) marks|low marks|bad marks|poor marks|compartment|supplementary|backlog|didn'?t (clear|pass)|did not (clear|pass)|couldn'?t (clear|pass)|not (cleared|passed))\b|फेल|अनुत्तीर्ण/i;
const stress =
  /\b(stress|stressed|tension|tensed|anxious|anxiety|panic|panicking|overwhelmed|can'?t sleep|cannot sleep|not sleeping|crying|cry every|depressed|depression|hopeless|worthless|lonely|so alone|scared|afraid|nervous|burn(ed|t)? out|exhausted|sad all the time|very sad|feel sad|feeling sad|feel low|feeling low|breaking down|can'?t cope|cannot cope|ro raha|ro rahi|udaas|udas|ghabra)\b|तनाव|टेंशन|डर लग|घबराहट|रो रहा|रो रही|उदास|दुखी|परेशान/i;
const pressure =
  /\b(parents?|family|father|mother|dad|mom|papa|mummy|gharwale)\b.*\b(pressure|pressuris|forc(e|es|ed|ing)|scold\w*|beat|beats|shout\w*|fight\w*|won'?t let|not let|don'?t understand|do not understand|angry|compar\w*)\b|\b(pressure|forced|forcing)\b.*\b(parents?|family|father|mother)\b|दबाव|मजबूर/i;
// "Is engineering a stressful job?" and "low-stress careers" ask about careers, not feelings
const aboutCareers = /\b(stressful|low[- ]stress|less stress|stress[- ]free)\b/i;

/**
 * The kinds of distress in a message, read as written and in its English reading. A crisis is what the
 * community's checks hold as self-harm (lib/harm), so the mentor and the community agree on it.
 */
export function detectDistress(message: string, english: string): Distress[] {
  const both = `${message}\n${english}`;
  const found: Distress[] = [];
  if (selfHarmIn(message) === "sure") found.push("crisis");
  const more = otherDistress(both);
  if (more) found.push(more);
  return found;
}

function otherDistress(both: string): Distress | undefined {
  if (aboutCareers.test(both) && !/\b(i am|i'm|im|i feel|feeling)\b/i.test(both)) return undefined;
  if (failure.test(both) && /\b(i|my|me|mai|mujhe|main)\b|मैं|मेरा|मुझे/i.test(both)) return "failure";
  if (pressure.test(both)) return "pressure";
  if (stress.test(both)) return "stress";
  return undefined;
}

/**
 * Whether the care path answers alone: a crisis always; other distress unless a question is asked of a
 * record the library holds. "My son failed maths, can he still do ITI?" asks a question: it is answered, with
 * care first (`withCare`).
 */
export function careAnswersAlone(kinds: readonly Distress[], asksOfARecord: boolean): boolean {
  return kinds.includes("crisis") || (kinds.length > 0 && !asksOfARecord);
}

/**
 * Self-harm the community's checks would hold, but only by the classifier and in none of the words it is
 * spoken of in: the question is answered, and the helplines come first in the answer, never silence.
 */
export function mayNeedHelp(message: string): boolean {
  return selfHarmIn(message) === "perhaps";
}

/**
 * The answer to a question with care put first: the helplines, and what helps with the distress the
 * question shows ("Boards hold a supplementary exam..."), never silence.
 */
export function withCare(reply: Reply, kinds: readonly Distress[] = []): Reply {
  const helps = kinds.filter((kind) => kind !== "crisis").map((kind) => t(`mentor.care.${kind}`));
  return { ...reply, points: [...helps, t("mentor.care.ifSomethingIsHard"), ...(reply.points ?? [])] };
}

/** The warm answer: the first kind found sets the opening; a crisis also gets the emergency line. */
export function distressReply(kinds: readonly Distress[]): Reply {
  const [first = "stress"] = kinds;
  const points = [t("mentor.care.teleManas"), t("mentor.care.trustedAdult")];
  if (kinds.includes("crisis")) points.unshift(t("mentor.care.emergency"));
  const other = kinds.find((kind) => kind !== "crisis");
  if (other) points.push(t(`mentor.care.${other}`));
  return { lead: t(`mentor.care.lead.${first}`), points, kind: "care" };
}
