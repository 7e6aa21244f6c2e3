/** What kind of message this is, decided from its wording before any search. */
export type MessageIntent =
  | { kind: "empty" }
  | { kind: "greeting" }
  | { kind: "thanks" }
  | { kind: "goodbye" }
  | { kind: "acknowledgement" }
  | { kind: "platform"; topic: PlatformTopic }
  | { kind: "unsure" }
  | { kind: "topic" };

export type PlatformTopic = "mentors" | "workshops" | "library" | "quiz" | "profile" | "about";

/** Which part of a topic the question asks about; several may hold. */
export interface QuestionFocus {
  exams: boolean;
  subjects: boolean;
  duration: boolean;
  /** Asks for several careers ("what careers are there for me?"). */
  listCareers: boolean;
  /** Asks for several exams ("which state exams are there?"). */
  listExams: boolean;
  compare: boolean;
  /** "after class 10", "which stream", "what should I do next": a choice that depends on the student. */
  nextStep: boolean;
  /** Words of the mainstream career vocabulary, so an unknown topic is still treated as in scope. */
  careerWords: boolean;
  generalKnowledge: boolean;
  salary: boolean;
  /** Asks for the roadmap or timeline itself. */
  roadmap: boolean;
}

const greeting =
  /^(hi+|hii+|hello+|hey+|hlo|helo|namaste|namaskar|good (morning|afternoon|evening|day)|yo|hola|greetings)\b[\s\w!.,]*$/;
const thanks = /\b(thanks?|thank you|thankyou|thx|ty|dhanyavad|shukriya)\b/;
const acknowledgement =
  /^(ok+|okay|k|cool|great|nice|fine|got it|hmm+|alright|all right|sure|good|awesome|understood)[\s!.]*$/;
const goodbye = /^(bye+|goodbye|see you|see ya|good night|cya)\b/;
const unsure =
  /\b(not sure|unsure|confused|no idea|don'?t know|do not know|dont know|clueless|can'?t decide|cannot decide|help me (choose|decide)|undecided|lost)\b/;
const aboutBot = /\b(who are you|what can you do|what do you do|how can you help|are you (a )?(bot|ai|human))\b/;

function platformTopic(text: string): PlatformTopic | undefined {
  const mentions = (pattern: RegExp) => pattern.test(text);
  if (mentions(/\bmentors?\b/) && mentions(/\b(book|booking|session|talk|connect|meet|call|find|contact|speak)/))
    return "mentors";
  if (mentions(/\bbook(ing)? (a |an )?(session|slot|call|appointment)\b/)) return "mentors";
  if (mentions(/\bworkshops?\b|\bwebinars?\b/)) return "workshops";
  if (mentions(/\b(career )?library\b/) || mentions(/\bwhere (can|do) i (find|see) (the )?roadmaps?\b/))
    return "library";
  if (mentions(/\b(career )?quiz\b/) && !mentions(/\bquiz (said|says|suggested|recommended)\b/)) return "quiz";
  if (mentions(/\b(my )?profile\b/) && mentions(/\b(fill|complete|update|edit|change|submit|where|how)\b/))
    return "profile";
  if (aboutBot.test(text)) return "about";
  return undefined;
}

export function detectIntent(question: string): MessageIntent {
  const text = question.trim().toLowerCase().replace(/\s+/g, " ");
  if (text.replace(/[^a-z0-9]/g, "").length === 0) return { kind: "empty" };
  const words = text.split(" ").length;
  if (words <= 6 && greeting.test(text)) return { kind: "greeting" };
  if (words <= 8 && thanks.test(text)) return { kind: "thanks" };
  if (words <= 5 && goodbye.test(text)) return { kind: "goodbye" };
  if (acknowledgement.test(text)) return { kind: "acknowledgement" };
  const topic = platformTopic(text);
  if (topic) return { kind: "platform", topic };
  if (
    unsure.test(text) &&
    /\b(career|stream|what to (do|study|choose)|future|path|field|which|subject|course|want)\b/.test(text)
  )
    return { kind: "unsure" };
  return { kind: "topic" };
}

export function questionFocus(question: string): QuestionFocus {
  const text = question.toLowerCase();
  return {
    exams: /\b(exams?|entrance|tests?|jee|neet|cet|cuet|eligib)/.test(text),
    // naming a stream ("can commerce students...") is a question about school subjects too
    subjects: /\b(subjects?|streams?|pcm|pcb|11th|class 11|xi|science|commerce|arts|humanities)\b/.test(text),
    duration: /\b(how long|how many years|duration|years?|months?)\b/.test(text),
    listCareers:
      /\b(what|which|list|types of|kinds of|available)\b.*\b(careers|jobs|options|fields|professions)\b|\b(careers|jobs|options) (in|for|with|after|there)\b/.test(
        text,
      ),
    listExams: /\b(what|which|list|types of|kinds of|available)\b.*\b(exams|tests)\b|\bexams (in|for|there)\b/.test(
      text,
    ),
    compare: /\b(difference|differ|compare|comparison|vs\.?|versus|better)\b/.test(text),
    nextStep:
      /\b(which|what|choose|pick|select|take)\b.*\bstreams?\b|\bstreams?\b.*\b(choose|pick|take|select|for me|suit)\b|\bafter (class )?(10|10th|tenth|x)\b|\bwhat (should|can|do) i (do|study|choose|take|pursue)\b|\b(which|what) (career|course|stream|field|subject|line)s? (should|can|do) i\b|\bwhat next\b|\bnext step/.test(
        text,
      ),
    salary: /\b(salary|salaries|pay|earn|earning|earnings|income|package|lpa)\b/.test(text),
    roadmap: /\b(roadmap|timeline)s?\b/.test(text),
    careerWords:
      /\b(career|careers|job|jobs|become|becoming|be an?|study|studies|course|courses|degree|college|university|exam|exams|stream|profession|work as|salary|dream|aspire|ambition|passion)\b/.test(
        text,
      ),
    generalKnowledge:
      /\b(capital of|who (won|is the|was|invented|discovered|wrote)|prime minister|president of|weather|temperature|cricket|ipl|world cup|football|movies?|films?|songs?|recipe|cook|joke|riddle|translate|what time|today'?s date|news today|celebrity|actor|actress|game|play)\b/.test(
        text,
      ),
  };
}

/** The class the question mentions ("I am in class 9"), as a profile study value. */
export function studyStageIn(question: string): string | undefined {
  const text = question.toLowerCase();
  const about = /\b(?:i am|i'm|im|i study|studying|currently|my)\b/;
  if (!about.test(text)) return undefined;
  const match =
    /\b(?:i am|i'm|im|i study|studying|currently)\s+(?:in\s+)?(?:the\s+)?(?:class|std\.?|standard|grade)?\s*(\d{1,2})(?:st|nd|rd|th)?\b/.exec(
      text,
    ) ??
    /\b(?:class|std\.?|standard|grade)\s*(\d{1,2})\s+(?:student|now)\b|\b(\d{1,2})(?:st|nd|rd|th)\s*(?:class|std|standard|grade)?\s*(?:student|now)\b/.exec(
      text,
    );
  const value = Number(match?.[1] ?? match?.[2]);
  if (!Number.isFinite(value) || value < 1 || value > 12) return undefined;
  if (value <= 8) return "<8";
  return value <= 10 ? "9-10" : "11-12";
}
