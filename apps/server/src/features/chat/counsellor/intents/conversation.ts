import { t } from "../words.ts";
import { paths } from "../answers.ts";
import type { StudentContext } from "../counsellor.ts";
import type { Reply } from "../reply.ts";
import { intent, type Intent, type Need, type Turn } from "./intent.ts";

// Greetings, thanks, questions about Disha itself, and questions that are not about careers at all.

function firstName(student: StudentContext): string | undefined {
  const name = student.fullName?.trim() || student.profile?.name?.trim();
  return name ? name.split(/\s+/)[0] : undefined;
}

const outOfScope = (): Reply => ({ lead: t("mentor.outOfScope"), link: paths.library, kind: "out-of-scope" });

const recordKinds = new Set(["exam", "degree", "institution", "scholarship"]);

/** A short message that is only this (a greeting, a thanks), as written or as read into English. */
function saysOnly(pattern: RegExp) {
  return (turn: Turn) =>
    turn.own.length === 0 &&
    (pattern.test(turn.question.trim()) || (turn.reading.wordCount > 0 && pattern.test(turn.reading.english)));
}

function smallTalk(kind: string, needs: readonly Need[], pattern: RegExp, answer: (turn: Turn) => Reply): Intent {
  return intent(kind, needs, saysOnly(pattern), answer);
}

/** A question about Disha itself, by its words, when it names no record. */
function platform(kind: string, says: (text: string) => boolean, reply: () => Reply): Intent {
  return intent(kind, [], (turn) => turn.own.length === 0 && says(turn.reading.english), reply);
}

export const offTopicIntents = [
  intent(
    "general-knowledge",
    [],
    ({ reading, own }) =>
      reading.asks.generalKnowledge && !reading.asks.careerWords && !own.some((entity) => recordKinds.has(entity.kind)),
    outOfScope,
  ),
];

export const conversationIntents = [
  smallTalk(
    "greeting",
    ["student"],
    /^(hi+|hello+|hey+|hlo|helo|namaste|namaskar|good (morning|afternoon|evening)|yo|hola|नमस्ते)\b[\s\w!.,]*$/iu,
    ({ student }) => ({
      lead: firstName(student)
        ? t("mentor.greeting.helloName", { name: firstName(student) ?? "" })
        : t("mentor.greeting.hello"),
      points: [],
      kind: "greeting",
    }),
  ),
  smallTalk("thanks", [], /^(thanks?|thank you|thankyou|thx|ty|dhanyavad|shukriya|धन्यवाद)\b[\s\w!.,]*$/iu, () => ({
    lead: t("mentor.thanks"),
    kind: "thanks",
  })),
  smallTalk("goodbye", [], /^(bye+|goodbye|see you|see ya|good night|cya)\b[\s\w!.,]*$/i, () => ({
    lead: t("mentor.goodbye"),
    link: paths.library,
    kind: "goodbye",
  })),
  smallTalk(
    "acknowledgement",
    [],
    /^(ok+|okay|k|cool|great|nice|fine|got it|hmm+|alright|sure|good|awesome|understood)[\s!.]*$/i,
    () => ({ lead: t("mentor.acknowledgement"), kind: "acknowledgement" }),
  ),
  platform(
    "platform-mentors",
    (text) =>
      (/\bmentors?\b/.test(text) && /\b(book|booking|session|talk|connect|meet|call|find|contact|speak)/.test(text)) ||
      /\bbook(ing)? (a |an )?(session|slot|call|appointment)\b/.test(text),
    () => ({ lead: t("mentor.platform.mentors"), link: paths.mentors, kind: "platform" }),
  ),
  platform(
    "platform-workshops",
    (text) => /\bworkshops?\b|\bwebinars?\b/.test(text),
    () => ({ lead: t("mentor.platform.workshops"), link: paths.workshops, kind: "platform" }),
  ),
  platform(
    "platform-quiz",
    (text) => /\b(career )?quiz\b/.test(text) && !/\bquiz (said|says|suggested|recommended)\b/.test(text),
    () => ({ lead: t("mentor.platform.quiz"), link: paths.quiz, kind: "platform" }),
  ),
  platform(
    "platform-profile",
    (text) => /\b(my )?profile\b/.test(text) && /\b(fill|complete|update|edit|change|submit|where|how)\b/.test(text),
    () => ({ lead: t("mentor.platform.profile"), link: paths.profile, kind: "platform" }),
  ),
  platform(
    "platform-about",
    (text) => /\b(who are you|what can you do|how can you help|are you (a )?(bot|ai|human))\b/.test(text),
    () => ({ lead: t("mentor.platform.about"), link: paths.library, kind: "platform" }),
  ),
];

export { outOfScope };
