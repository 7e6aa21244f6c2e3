import type { Interest } from "@disha/content/vocabulary";
import { getCatalog, type Entity, type Mention } from "./catalog.ts";
import { toEnglish, type Language } from "./language.ts";
import { withoutState } from "./finders.ts";
import { weigh, type AskedKind, type RecordEntity } from "./retrieval.ts";
import { keys, normalise } from "./text.ts";

// Reads one message: its language, what it names, what it rejects, and what it asks about.

export interface Asks {
  compare: boolean;
  eligibility: boolean;
  duration: boolean;
  age: boolean;
  exams: boolean;
  colleges: boolean;
  subjects: boolean;
  salary: boolean;
  scholarship: boolean;
  /** who conducts an exam or gives a scholarship */
  body: boolean;
  /** what an exam admits to */
  admits: boolean;
  /** who may apply: the rules, not a yes or no */
  rules: boolean;
  /** the months an exam is usually held */
  months: boolean;
  /** exact dates, cut-offs, fees or seat counts: figures the base does not hold */
  limit: "date" | "cutoff" | "fees" | "seats" | undefined;
  detail: boolean;
  stream: boolean;
  /** moving from one stream to another */
  streamChange: boolean;
  suitsMe: boolean;
  listCareers: boolean;
  /** "which state exams": only exams of one level */
  stateLevel: boolean;
  after: "class-10" | "class-12" | "graduation" | undefined;
  /** "what is X", "tell me about X": the whole card rather than one fact */
  overview: boolean;
  /** refers back: "it", "that", "and the age limit?" */
  refersBack: boolean;
  interestWords: boolean;
  unsure: boolean;
  generalKnowledge: boolean;
  careerWords: boolean;
}

export interface Reading {
  message: string;
  language: Language;
  /** the message in English words, spelling corrected */
  english: string;
  /** what the student asks about, in the order written, each once */
  mentions: Mention[];
  /** when no record is clearly meant: the two or three likeliest, to offer as choices */
  choices: RecordEntity[];
  /** what the student rejects ("I hate biology", "not interested in medicine", "without maths") */
  rejected: Mention[];
  /** what someone else wants for the student ("my parents want engineering") */
  pushed: Mention[];
  interests: Interest[];
  asks: Asks;
  /** the class the message says the student is in, as a profile study value */
  study: string | undefined;
  wordCount: number;
}

const negationCue =
  /\b(not|dont|do not|didnt|never|no|hate|hates|dislike|dislikes|weak in|weak at|bad at|poor in|poor at|without|except|other than|instead of|apart from|avoid|scared of|afraid of|cant stand|boring|bored of|not interested|nahi)\b/;
const negationAfter = /\b(not for me|is boring|are boring|is not|isnt|not my thing|nahi|not)\b/;
const othersWant =
  /\b(parents?|family|father|mother|dad|mom|papa|mummy|relatives|everyone|they)\b.*\b(want|wants|say|says|force|forcing|forced|insist|insists|push|pushing|expect|expects)\b/;

function clausesOf(message: string): string[] {
  return message
    .split(
      /(?<!\b(?:[A-Za-z]|Dr|St|Mr|Mrs|Ms|Prof|No|vs))\.+(?=\s|$)|[;!?]+(?=\s|$)|[,\n]+(?!\s*[A-Z][a-z])|\b[Bb]ut\b|\b[Hh]owever\b|\b[Ll]ekin\b|\bpar\b(?=\s+(?:mujhe|main|mai))|\bपर\b|\bलेकिन\b/,
    )
    .map((clause) => clause.trim())
    .filter((clause) => clause.length > 0);
}

function correctSpelling(english: string): string {
  const { speller } = getCatalog();
  return english
    .split(" ")
    .map((word) => speller.correct(word))
    .join(" ");
}

function has(text: string, pattern: RegExp): boolean {
  return pattern.test(text);
}

function askedFor(text: string, mentions: readonly Mention[]): Asks {
  const count = text.split(" ").filter(Boolean).length;
  const comparable = mentions.filter((mention) => mention.entity.kind !== "subject").length >= 2;
  const year = /\b20[2-9]\d\b/.test(text);
  const limit: Asks["limit"] = has(
    text,
    /\b(cut ?offs?|closing ranks?|rank (needed|required)|marks (needed|required)|minimum marks|percentile (needed|required))\b/,
  )
    ? "cutoff"
    : has(text, /\b(fees?|cost|costs|how much (does|will|is) it cost|expensive|tuition)\b/)
      ? "fees"
      : has(text, /\b(seats?|intake)\b/) && !has(text, /\bseat allot/)
        ? "seats"
        : has(
              text,
              /\b(date|dates|when is|when will|when does|when do|schedule|last date|admit card|result date|exam day)\b/,
            ) ||
            (year && has(text, /\b(when|exam|date)\b/))
          ? "date"
          : undefined;
  return {
    compare:
      has(text, /\b(vs|versus|difference|differences|differ|compare|comparison)\b/) ||
      (comparable && has(text, /\b(or|better|choose between|between)\b/)),
    eligibility:
      (has(text, /^(can|could|may|am i|is it possible|is|are|does|do i need|do you need|should i have)\b/) ||
        has(text, /\b(can|could) (i|a|an|someone|one|students?) (still )?(become|do|join|study|take|get|be)\b/)) &&
      has(
        text,
        /\b(without|required|require|compulsory|necessary|need|needed|mandatory|must|eligible|eligibility|allowed|possible|from|student|after|take|do|become|join|study|get)\b/,
      ) &&
      !has(text, /^(is|are) .*\b(good|best|bad|worth|scope|future)\b/),
    duration: has(
      text,
      /\b(how long|how many years|how much time|duration|years? (does|will|do) it take|time (does|will) it take|long is|how many months)\b/,
    ),
    age: has(text, /\b(age|how old|years old)\b/),
    exams: has(text, /\b(exam|exams|entrance|entrances|test|tests)\b/),
    colleges: has(
      text,
      /\b(college|colleges|institute|institutes|institution|institutions|university|universities|where (can|do|should) i study)\b/,
    ),
    subjects: has(text, /\b(subject|subjects|11|class 11|pcm or pcb)\b/),
    salary: has(text, /\b(salary|salaries|pay|paid|earn|earns|earning|earnings|income|package|lpa)\b/),
    // help with money for study, by any name ("a monthly help scheme for girls", "stipend")
    scholarship: has(
      text,
      /\b(scholarships?|stipends?|fellowships?|fee waivers?|financial (help|aid|support|assistance)|(monthly|money) help|help scheme|government scheme for (students|girls))\b/,
    ),
    body: has(
      text,
      /\b(who (conducts?|runs?|organi[sz]es?|holds?|sets?|takes?|gives?|provides?|offers?|awards?)|which (body|organisation|organization|agency|authority|board)|conducting (body|authority)|conducted by|run by|given by|provided by)\b/,
    ),
    admits: has(
      text,
      /\b(admits? (me |you )?to|admission to|get (me|you) into|gets? (me|you) into|(which|what) (courses|colleges|programmes|programs) (does|do|will|can)|what is it for|(exam|test) for)\b/,
    ),
    rules: has(
      text,
      /\b(who (can|is|are) (apply|eligible|take|give|write|sit)|eligibility|criteria|qualification|qualifications|who can apply|requirements?)\b/,
    ),
    months: has(text, /\b(which|what) months?\b|\bmonth\b/),
    limit,
    detail: has(
      text,
      /\b(in detail|detailed|details|explain everything|everything|elaborate|step by step|full information|full details|all about)\b/,
    ),
    streamChange:
      has(text, /\b(change|changing|switch|switching|shift|shifting|move|moving)\b/) &&
      has(text, /\b(science|commerce|arts|humanities|stream)\b.*\b(science|commerce|arts|humanities)\b|\bstreams?\b/),
    stream: has(text, /\bstreams?\b/) && has(text, /\b(which|what|choose|pick|take|select|should|suit|best|better)\b/),
    suitsMe: has(
      text,
      /\b(suit me|suits me|suitable for me|right for me|for me|fit me|match me|what should i (do|study|choose|take|become|pursue)|what can i (do|become|study)|which careers? (should|can) i|what careers? (should|can) i|options for me|what next|next step)\b/,
    ),
    listCareers: has(text, /\b(careers|jobs|options|fields|professions|career options|what can i become)\b/),
    stateLevel: has(text, /\bstate\b/),
    after: has(text, /\bafter (class )?(10|tenth|matric)\b/)
      ? "class-10"
      : has(text, /\bafter (class )?(12|twelfth)\b/)
        ? "class-12"
        : has(text, /\bafter (graduation|college|my degree|degree)\b/)
          ? "graduation"
          : undefined,
    overview: has(text, /^(what is|what are|whats|tell me about|about|explain|describe|info on|information on)\b/),
    refersBack:
      has(text, /\b(it|that|this|those|these|them|(?<!\b(?:is|are|was|were|any) )there|same|then)\b/) ||
      has(text, /^(and|also|what about|how about|and what|ok and|so)\b/) ||
      count <= 5,
    interestWords: has(
      text,
      /\b(like|likes|love|loves|enjoy|enjoys|interested in|interest in|passion|passionate|good at|fond of|hobby|hobbies|into)\b/,
    ),
    unsure: has(
      text,
      /\b(not sure|unsure|confused|no idea|dont know|do not know|clueless|cant decide|cannot decide|help me (choose|decide)|undecided)\b/,
    ),
    generalKnowledge: has(
      text,
      /\b(capital of|who (won|is the|was|invented|discovered|wrote)|prime minister|president of|weather|temperature|cricket score|ipl|world cup|movie|movies|film review|song|songs|recipe|joke|riddle|translate|what time|todays date|news today|celebrity)\b/,
    ),
    careerWords: has(
      text,
      /\b(career|careers|job|jobs|become|study|studies|course|courses|degree|college|university|exam|exams|stream|profession|work as|salary|dream|aspire|ambition|passion|class|subject|subjects)\b/,
    ),
  };
}

/** The kind of record a question asks for: an exam, a college, a scholarship, a course, or a career. */
function askedKind(asks: Asks): AskedKind {
  if (asks.scholarship) return "scholarship";
  if (asks.colleges) return "institution";
  if (asks.exams || asks.admits) return "exam";
  return "career";
}

/** The class a message says the student is in ("I am in class 9"), as a profile study value. */
function studyIn(text: string): string | undefined {
  const match =
    /\b(?:i am|im|i study|studying|currently)\s+(?:in\s+)?(?:the\s+)?(?:class|std|standard|grade)?\s*(\d{1,2})\b/.exec(
      text,
    ) ?? /\b(?:class|std|standard|grade)\s*(\d{1,2})\s+(?:student|now)\b/.exec(text);
  const value = Number(match?.[1]);
  if (!Number.isFinite(value) || value < 1 || value > 12) return undefined;
  if (value <= 8) return "<8";
  return value <= 10 ? "9-10" : "11-12";
}

function sameEntity(left: Entity, right: Entity): boolean {
  return left.kind === right.kind && left.id === right.id;
}

function uniqueMentions(list: readonly Mention[]): Mention[] {
  const out: Mention[] = [];
  for (const mention of list) if (!out.some((kept) => sameEntity(kept.entity, mention.entity))) out.push(mention);
  return out;
}

// each interest's phrases in the form a message is matched in, worked out once rather than per message
let interestForms: { interest: Interest; forms: string[] }[] | undefined;
function interestsIn(text: string): Interest[] {
  interestForms ??= getCatalog().interests.map((interest) => ({
    interest,
    forms: interest.say.map((form) => ` ${keys(form).join(" ")} `),
  }));
  const textKeys = ` ${keys(text).join(" ")} `;
  return interestForms
    .filter(({ forms }) => forms.some((form) => textKeys.includes(form)))
    .map(({ interest }) => interest);
}

// names with a comma of their own ("All India Institute of Medical Sciences, Patna") are not two clauses
let commaNames: { lower: string; plain: string }[] | undefined;
function keepNamesWhole(message: string): string {
  commaNames ??= getCatalog()
    .entities.flatMap((entity) =>
      entity.kind === "institution"
        ? [entity.record.name]
        : entity.kind === "career" || entity.kind === "scholarship"
          ? [entity.record.name.en]
          : [],
    )
    .filter((name) => name.includes(","))
    .map((name) => ({ lower: name.toLowerCase(), plain: name.replace(/,/g, "") }));
  let lower = message.toLowerCase();
  let kept = message;
  for (const name of commaNames) {
    const at = lower.indexOf(name.lower);
    if (at < 0) continue;
    kept = kept.slice(0, at) + name.plain + kept.slice(at + name.lower.length);
    lower = kept.toLowerCase();
  }
  return kept;
}

// a reading depends on the words alone: the same question from many students, and a follow-up's look back
// at the questions before it, are read once (past 2,000 readings the oldest goes)
const READINGS_KEPT = 2_000;
const readings = new Map<string, Reading>();

/** Reads a message; the reading is shared, so it is frozen. */
export function readMessage(written: string): Reading {
  let reading = readings.get(written);
  if (!reading) {
    reading = frozen(read(written));
    if (readings.size >= READINGS_KEPT) {
      const oldest = readings.keys().next().value;
      if (oldest !== undefined) readings.delete(oldest);
    }
    readings.set(written, reading);
  }
  return reading;
}

function frozen(reading: Reading): Reading {
  for (const list of [reading.mentions, reading.rejected, reading.pushed]) {
    list.forEach((mention) => Object.freeze(mention));
    Object.freeze(list);
  }
  Object.freeze(reading.interests);
  Object.freeze(reading.choices);
  Object.freeze(reading.asks);
  return Object.freeze(reading);
}

function read(written: string): Reading {
  const catalog = getCatalog();
  const message = keepNamesWhole(written);
  const mentions: Mention[] = [];
  const rejected: Mention[] = [];
  const pushed: Mention[] = [];
  const englishClauses: string[] = [];
  let language: Language = "en";
  const isNameWord = (word: string) => catalog.isNameWord(word);
  const hinglish = toEnglish(message, isNameWord).language === "hinglish";
  for (const clause of clausesOf(message)) {
    const translated = toEnglish(clause, isNameWord, hinglish);
    if (translated.language !== "en") language = translated.language;
    const english = correctSpelling(translated.english);
    englishClauses.push(english);
    const found = catalog.find(english);
    const cue = negationCue.exec(english);
    const cueAt = cue ? english.slice(0, cue.index).split(" ").filter(Boolean).length : -1;
    const negatedAfter = translated.language !== "en" ? /\bnot\b/.test(english) : negationAfter.test(english);
    const byOthers =
      othersWant.test(english) && !/\b(i|me)\b.*\b(want|like|love)\b/.test(english.replace(othersWant, ""));
    for (const mention of found) {
      const afterCue = cue !== null && mention.start >= cueAt;
      const beforeCue = cue !== null && mention.start < cueAt && negatedAfter && cue[0] !== "without";
      if (byOthers) pushed.push(mention);
      else if (afterCue || beforeCue) rejected.push(mention);
      else mentions.push(mention);
    }
  }
  const english = englishClauses.join(" ");
  const positive = uniqueMentions(mentions).filter(
    (mention) => !rejected.some((other) => sameEntity(other.entity, mention.entity)),
  );
  const text = normalise(english);
  const named = askedFor(text, positive);
  // the names found are weighed against one ranking of every record for the whole question: English as
  // spelling corrected, Hindi and Hinglish as written (their words meet the records' own phrasings); a
  // state named is a filter, not a name
  // what the student turns down or others want is not what the question is about
  const asRanked =
    rejected.length > 0 || pushed.length > 0
      ? normalise(englishClauses.filter((clause) => !negationCue.test(clause) && !othersWant.test(clause)).join(" "))
      : language === "en"
        ? text
        : written.toLowerCase();
  const weighed = named.generalKnowledge
    ? { mentions: positive, choices: [] }
    : weigh(
        // "colleges in Kerala" is not Kerala University; "Gujarat National Law University" names one
        /\b(colleges|institutes|universities|scholarships)\b/.test(text) ? withoutState(asRanked, written) : asRanked,
        positive,
        [...rejected, ...pushed],
        {
          kind: askedKind(named),
          forCareers: named.careerWords || named.interestWords || named.suitsMe,
          compare: named.compare,
        },
      );
  return {
    message: written,
    language,
    english: text,
    mentions: weighed.mentions,
    choices: weighed.choices,
    rejected: uniqueMentions(rejected),
    pushed: uniqueMentions(pushed),
    interests: interestsIn(englishClauses.filter((clause) => !negationCue.test(clause)).join(" , ")),
    asks: askedFor(text, weighed.mentions),
    study: studyIn(text),
    wordCount: text.split(" ").filter(Boolean).length,
  };
}
