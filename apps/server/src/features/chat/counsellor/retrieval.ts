import { aliasesByRecord, vocabulary } from "@disha/content/vocabulary";
import { devanagariToLatin, foldSpelling } from "../../../lib/harm/normalise.ts";
import { getCatalog, type Entity, type Mention } from "./catalog.ts";
import { key, normalise } from "./text.ts";

// One ranked retrieval over every record of the knowledge base: a question is scored against each
// record's names, short names and other names, the everyday phrasings people use for it (English,
// Hinglish and Hindi), its Hindi name and its summary, in one pass. Words are read in one form across
// scripts and spellings (the shared reading of lib/harm: "जहाज़ उड़ाना", "jahaz udana" and "jahaj udaana"
// meet), and a word counts by how rare it is in the base, so a name or an acronym outweighs a common
// word. The mentor takes the best record when it is clearly best, and asks back when two are close.

export type RecordEntity = Extract<Entity, { kind: "career" | "exam" | "degree" | "scholarship" | "institution" }>;
export type RecordKind = RecordEntity["kind"];

/** What a match in each part of a record is worth: a name decides, a phrasing describes, a summary hints. */
const fieldWeights = { name: 3, phrasing: 2, about: 0.6 } as const;
type Field = keyof typeof fieldWeights;

// words that ask rather than name, in every language, in their read form; Hindi and Hinglish forms meet
const ownAskingWords = () =>
  readForms(
    "a an the i im me my mine we our you your he she him her his they them their it its this that these those " +
      "is are am be been was were do does did to of in on for and or but so if then than what which who how why " +
      "when where can could should would will shall may might must there here about as at by from into with " +
      "want wants like tell please get need some any more most much many very really also have has had just " +
      "only become becoming becomes career careers job jobs option options kind sort type good best " +
      // what is asked of a record, never which record: the intent is read from these elsewhere
      "conduct conducts conducted organise organises held run runs body give gives given provide provides " +
      "apply applying fee fees cost costs salary pay earn " +
      "eligibility eligible age limit date dates month months syllabus pattern duration long year years time " +
      "after before class tenth twelfth 10th 12th required compulsory necessary possible better difference " +
      "compare vs versus between list top near suit suits suitable line field area always he him " +
      "state government private details detail information info explain full process steps " +
      "stream streams choose choosing select pick next which subject subjects take takes taking " +
      "india indian college colleges university universities institute institutes course courses " +
      "son daughter child kid beta beti baccha bachcha bacche bachche " +
      "fit fits love loves passion hobby hobbies shauk pasand pyar pyaar interest interested enjoy " +
      "sure unsure confused idea know decide help not no never nahin " +
      "one ones someone somebody person persons people called name named thing things something " +
      "प्यार शौक पसंद रुचि " +
      "parent parents father mother papa mummy family " +
      "bahut bohot bahot bht pe par isme ismein usme usmein isko usko ye yeh wo woh sab sabhi bas abhi " +
      "बहुत पर इसमें उसमें इसको उसको यह ये वह वो सब सभी बस अभी " +
      "ka ki ke ko me mein mai hai hain h tha thi se aur ya kya kaise kaisa kaun kaunsa konsa kon " +
      "mujhe mujhko mera meri mere humara hamara hamari apna apni apne hum ham tum aap koi kuch bhi to na nahi " +
      "liye lie wala wali wale vala vali vale chahiye chahta chahti chahte banna banu bane banne karna " +
      "karu karte kare karta karti sakta sakti sakte hota hoti hote raha rahi rahe " +
      "का की के को में है हैं से और या क्या कैसे कौन कौनसा मुझे मेरा मेरी मेरे हम आप कोई कुछ भी तो " +
      "लिए वाला वाली वाले चाहिए चाहता चाहती बनना बनूं करना सकता सकती होता होती रहा रही",
  );

let askingForms: Set<string> | undefined;
/**
 * The read forms of asking words: the list above, and every Hinglish and Hindi word of the vocabulary
 * that means nothing for a search or only an asking word ("bahut", "pasand", "isme", "के लिए").
 */
function askingWords(): Set<string> {
  if (askingForms) return askingForms;
  const own = new Set(ownAskingWords());
  const { hinglish, hindi } = vocabulary();
  // "become" is left out: in Devanagari "बनना" (become) and "बनाना" (make) read alike once folded, and
  // making is what a phrasing says ("खाना बनाने वाला")
  const filler = [...hinglish, ...hindi].filter(
    (entry) => entry.means !== "become" && readForms(entry.means).every((form) => own.has(form)),
  );
  askingForms = new Set([...own, ...filler.flatMap((entry) => entry.say.flatMap(readForms))]);
  return askingForms;
}

/** A word in the form both sides are compared in: folded across scripts, plurals and endings trimmed. */
function readForm(word: string): string {
  // a short Latin word is kept as written: "ca" is the career, not the Hindi "ka"
  if (word.length <= 3 && /^[a-z0-9]+$/.test(word)) return word;
  // English words meet at the mentor's stems ("agricultural", "agriculture"), then every word is folded
  const latin = /^[a-z]+$/.test(word)
    ? key(word)
    : devanagariToLatin(word)
        .normalize("NFKD")
        .replace(/[\u0300-\u036f]/g, "");
  const folded = foldSpelling(latin);
  // Hindi's endings ("udana", "udane", "udata") meet at the stem
  return folded.length >= 4 ? folded.replace(/[aeiou]$/, "") : folded;
}

function readForms(text: string): string[] {
  // the mentor's own reading first: "B.Sc" and "bsc" are one word, nukta and chandrabindu folded
  // letters written apart are one short form ("H. R. College" is "hr")
  return normalise(text)
    .replace(/\b(\p{L}) (?=\p{L}\b)/gu, "$1")
    .split(" ")
    .filter(Boolean)
    .map(readForm)
    .filter((form) => form.length >= 2);
}

/** The words of a question that can name a record, in read form and in the order written. */
export function contentForms(text: string): string[] {
  const asking = askingWords();
  return readForms(text).filter((form) => !asking.has(form));
}

interface Name {
  forms: string[];
  /** the rarity of all its forms together, and its rarest form: what names it alone */
  weight: number;
  rarest: string;
}

interface Indexed {
  entity: RecordEntity;
  /** the read forms of each of the record's names (one list per name) */
  names: Name[];
  /** every form of every name, to see at once whether a question touches a name at all */
  nameForms: Set<string>;
  phrasing: Set<string>;
  about: Set<string>;
  /** neighbouring forms ("left right") in any of its texts, with the weight of the best such text */
  pairs: Map<string, number>;
}

interface Index {
  records: Indexed[];
  /** "kind:id" -> the record's place in `records` */
  at: Map<string, number>;
  /** how rare each read form is across records: log(1 + records / records having it) */
  rarity: Map<string, number>;
  /** read form -> the records having it */
  postings: Map<string, number[]>;
}

let index: Index | undefined;

/** A name and the short form in its brackets, each a name of its own: "... Scholarship Scheme (NMMSS)". */
function nameParts(name: string): string[] {
  const bracketed = /\(([A-Z][\w.&-]{1,11})\)/.exec(name);
  return bracketed ? [name.replace(bracketed[0], " "), bracketed[1]!] : [name];
}

function recordTexts(entity: RecordEntity, aliases: Map<string, string[]>): Record<Field, string[]> {
  const own = aliases.get(`${entity.kind}:${entity.id}`) ?? [];
  if (entity.kind === "institution") {
    const { record } = entity;
    return { name: [record.name, record.shortName ?? "", ...own], phrasing: [], about: [record.city] };
  }
  const { record } = entity;
  const names = [...nameParts(record.name.en), record.name.hi ?? "", ...own];
  if (entity.kind === "exam" || entity.kind === "degree")
    names.push(entity.record.fullName.en, entity.record.fullName.hi ?? "");
  const phrasing = [...record.phrasings.en, ...record.phrasings.hinglish, ...record.phrasings.hi];
  const about =
    entity.kind === "career"
      ? [entity.record.summary.en, entity.record.summary.hi ?? ""]
      : entity.kind === "exam"
        ? [entity.record.admitsTo.en, entity.record.admitsTo.hi ?? ""]
        : entity.kind === "degree"
          ? [entity.record.description.en, entity.record.description.hi ?? ""]
          : [entity.record.provider];
  return { name: names, phrasing, about };
}

function buildIndex(): Index {
  const aliases = aliasesByRecord(vocabulary().aliases);
  const records: Indexed[] = getCatalog()
    .entities.filter((entity): entity is RecordEntity => entity.kind !== "topic" && entity.kind !== "subject")
    .map((entity) => {
      const texts = recordTexts(entity, aliases);
      const formsOf = (field: Field) =>
        texts[field].map((text) => contentForms(text)).filter((forms) => forms.length > 0);
      const pairs = new Map<string, number>();
      for (const field of Object.keys(fieldWeights) as Field[]) {
        for (const forms of formsOf(field)) {
          forms.slice(1).forEach((form, at) => {
            const pair = `${forms[at]} ${form}`;
            pairs.set(pair, Math.max(pairs.get(pair) ?? 0, fieldWeights[field]));
          });
        }
      }
      const names = formsOf("name");
      return {
        entity,
        names: names.map((forms) => ({ forms, weight: 0, rarest: forms[0]! })),
        nameForms: new Set(names.flat()),
        phrasing: new Set(formsOf("phrasing").flat()),
        about: new Set(formsOf("about").flat()),
        pairs,
      };
    });
  const postings = new Map<string, number[]>();
  records.forEach((record, at) => {
    for (const form of new Set([...record.nameForms, ...record.phrasing, ...record.about])) {
      const list = postings.get(form) ?? [];
      list.push(at);
      postings.set(form, list);
    }
  });
  const rarity = new Map<string, number>();
  for (const [form, list] of postings) rarity.set(form, Math.log(1 + records.length / list.length));
  // a name's weight and rarest form do not change: worked out once, not per question
  for (const record of records) {
    for (const name of record.names) {
      name.weight = name.forms.reduce((sum, form) => sum + rarity.get(form)!, 0);
      name.rarest = name.forms.reduce((most, form) => (rarity.get(form)! > rarity.get(most)! ? form : most));
    }
  }
  const at = new Map(records.map((record, place) => [`${record.entity.kind}:${record.entity.id}`, place]));
  return { records, at, rarity, postings };
}

/** Builds the index now, at start, so the first question does not wait for it. */
export function buildRetrievalIndex(): void {
  index ??= buildIndex();
}

export interface Candidate {
  entity: RecordEntity;
  score: number;
  /** the share of the question's own words (by rarity) this record accounts for, 0 to 1 */
  cover: number;
  /** most of one of its names is written in the question */
  named: boolean;
  /** the rarity of the question's words it has: how much there is to go on */
  evidence: number;
  /** how many of the question's words it has */
  words: number;
}

/**
 * A word never seen in the base counts a little (a question about it is not quite covered), not as
 * much as a rare name: most such words are a student's own filler ("always", "yaar").
 */
const UNSEEN_RARITY = 1;
function rarityOf(form: string, built: Index): number {
  return built.rarity.get(form) ?? UNSEEN_RARITY;
}

/** A word this rare is in two or three records at most: a name's own word ("audiologist", "bharatanatyam"). */
const OWN_WORD_RARITY = 6;
/** A name of common words only ("R V College of Engineering" read as "engineering") names nothing. */
const LEAST_NAME_RARITY = 3;
/** A name counts as a name when most of it is written ("JEE Main", not "Main"); a part of one only hints. */
const NAMED_SHARE = 0.6;
/** What a kind the question asks for ("which exam", "colleges") weighs against other kinds. */
const ASKED_KIND_WEIGHT = 1.2;

/** The question's forms and neighbouring pairs, with their rarity, read once for every record. */
interface Asked {
  forms: { form: string; rarity: number }[];
  set: Set<string>;
  pairs: { pair: string; rarity: number }[];
}

/** Whether most of one of the record's names is written in the question. */
function isNamed(record: Indexed, asked: Asked, built: Index): boolean {
  return record.names.some((name) => {
    const matched = name.forms.filter((form) => asked.set.has(form));
    if (matched.length === 0) return false;
    const written = matched.reduce((sum, form) => sum + rarityOf(form, built), 0);
    // a college is named by its whole name or its short form: "H. R. College of Commerce and Economics"
    // is not named by "commerce" and "economics"
    if (record.entity.kind === "institution")
      return matched.length === name.forms.length && written >= LEAST_NAME_RARITY;
    // one word of a longer name names it when it is the name's own, rarest word ("audiologist")
    const ownWord = asked.set.has(name.rarest) && rarityOf(name.rarest, built) >= OWN_WORD_RARITY;
    return (
      (matched.length >= Math.min(2, name.forms.length) || ownWord) &&
      matched.length * 2 >= name.forms.length &&
      written >= LEAST_NAME_RARITY &&
      written / name.weight >= NAMED_SHARE
    );
  });
}

function scoreOf(record: Indexed, asked: Asked, built: Index) {
  const named = asked.forms.some(({ form }) => record.nameForms.has(form)) && isNamed(record, asked, built);
  let score = 0;
  let covered = 0;
  let words = 0;
  for (const { form, rarity } of asked.forms) {
    const weight = Math.max(
      record.nameForms.has(form) ? (named ? fieldWeights.name : fieldWeights.about) : 0,
      record.phrasing.has(form) ? fieldWeights.phrasing : 0,
      record.about.has(form) ? fieldWeights.about : 0,
    );
    if (weight === 0) continue;
    score += rarity * weight;
    covered += rarity;
    words += 1;
  }
  for (const { pair, rarity } of asked.pairs) {
    const weight = record.pairs.get(pair);
    if (weight !== undefined) score += 0.5 * weight * rarity;
  }
  return { score, covered, named, words };
}

/**
 * Every record of `kinds` scored against `text`, best first (the best `limit`). A record's score adds,
 * for each word of the question, its rarity times the weight of the best part of the record it is in,
 * and for each pair of neighbouring words that are neighbours in one of its texts, half as much again;
 * records of the kind the question asks for (`asked`) count a fifth more.
 */
export function rankRecords(
  text: string,
  options: { kinds?: readonly RecordKind[]; asked?: RecordKind; limit?: number } = {},
): Candidate[] {
  return scoredRecords(text, options).slice(0, options.limit ?? 5);
}

/** Every record of `kinds` that shares a word with `text`, scored, best first. */
function scoredRecords(text: string, options: { kinds?: readonly RecordKind[]; asked?: RecordKind }): Candidate[] {
  buildRetrievalIndex();
  const built = index!;
  const ordered = contentForms(text);
  const forms = [...new Set(ordered)];
  if (forms.length === 0) return [];
  const asked: Asked = {
    forms: forms.map((form) => ({ form, rarity: rarityOf(form, built) })),
    set: new Set(forms),
    pairs: ordered.slice(1).map((form, at) => ({
      pair: `${ordered[at]} ${form}`,
      rarity: rarityOf(ordered[at]!, built) + rarityOf(form, built),
    })),
  };
  const total = asked.forms.reduce((sum, { rarity }) => sum + rarity, 0);
  const hit = new Set(forms.flatMap((form) => built.postings.get(form) ?? []));
  const wanted = new Set(options.kinds ?? ["career", "exam", "degree", "scholarship", "institution"]);
  const candidates: Candidate[] = [];
  for (const at of hit) {
    const record = built.records[at]!;
    if (!wanted.has(record.entity.kind)) continue;
    const { score, covered, named, words } = scoreOf(record, asked, built);
    const kindWeight = record.entity.kind === (options.asked ?? "career") ? ASKED_KIND_WEIGHT : 1;
    candidates.push({
      entity: record.entity,
      score: score * kindWeight,
      cover: covered / total,
      named,
      evidence: covered,
      words,
    });
  }
  return candidates.sort((left, right) => right.score - left.score);
}

type Retrieved =
  { found: "one"; candidate: Candidate } | { found: "close"; candidates: Candidate[] } | { found: "none" };

/** The least share of a question's words a record must account for to be taken, or offered. */
const TAKEN_COVER = 0.55;
const OFFERED_COVER = 0.35;
/** How far ahead the best must be of the next to be taken without asking back. */
const CLEAR_LEAD = 1.2;

/** Less than one rare word's worth in common is too little to take a record or offer one. */
const LEAST_EVIDENCE = 3.5;

/**
 * The record a question is about, when one is clearly best; the two or three likeliest when they are
 * close or weak, to offer as choices; nothing when no record accounts for enough of the question.
 */
function decide(scored: readonly Candidate[]): Retrieved {
  const [best, next] = scored;
  if (!best || best.cover < OFFERED_COVER || best.evidence < LEAST_EVIDENCE) return { found: "none" };
  // one word in common, unless it is the record's name, is a guess to offer, never to take
  const enough = best.named || best.words >= 2;
  if (enough && best.cover >= TAKEN_COVER && (!next || best.score >= next.score * CLEAR_LEAD))
    return { found: "one", candidate: best };
  const close = scored
    .slice(0, 3)
    .filter(
      (candidate) =>
        candidate.cover >= OFFERED_COVER && candidate.evidence >= LEAST_EVIDENCE && candidate.score >= best.score * 0.6,
    );
  return close.length === 1 && enough && best.cover >= TAKEN_COVER
    ? { found: "one", candidate: best }
    : { found: "close", candidates: close };
}

/** What the question asks for, as the kind of record that answers it. */
export type AskedKind = RecordKind;

const sameRecord = (left: Entity, right: Entity) => left.kind === right.kind && left.id === right.id;
const isRecord = (entity: Entity): entity is RecordEntity => entity.kind !== "topic" && entity.kind !== "subject";

/** How far a record the names did not find must outscore the ones they did to take their place. */
const REPLACES_NAMED = 1.5;

export interface Weighed {
  /** what the question is about: the names found, corrected and completed by the ranking */
  mentions: Mention[];
  /** two or three close records to offer, when none is clearly meant */
  choices: RecordEntity[];
}

/**
 * Weighs the records the catalog's names found (`named`, in order) against the ranking of every record
 * for the whole question, so that an early match of a common word never stands against a better one:
 * - a record whose own name is written and that ranks near the best joins them ("BITSAT" beside "JEE Main");
 * - a record that accounts for the question far better than every named one replaces them ("the one who
 *   checks eyes for specs, not an eye doctor": the optometrist, not the doctor), unless two are named to
 *   be compared;
 * - with no record named, the best is taken when it is clearly best, and the close ones are offered.
 * Records the student rejects (`rejected`) are never brought back.
 */
export function weigh(
  question: string,
  found: readonly Mention[],
  rejected: readonly Mention[],
  asking: { kind: AskedKind; forCareers: boolean; compare?: boolean },
): Weighed {
  const asked = asking.kind;
  let named = found;
  // colleges and scholarships are asked of their own kind: "design colleges" is not about a designer
  const kinds = asked === "institution" || asked === "scholarship" ? [asked] : undefined;
  const scored = scoredRecords(question, { asked, ...(kinds ? { kinds } : {}) }).filter(
    (candidate) => !rejected.some((mention) => sameRecord(mention.entity, candidate.entity)),
  );
  const [best] = scored;
  if (!best) return { mentions: [...named], choices: [] };
  // a part of a longer name the catalog guessed ("person" of "personal trainer") that the ranking gives
  // next to nothing is no name at all
  named = named.filter(
    (mention) =>
      !isRecord(mention.entity) ||
      mention.certainty === 1 ||
      (scored.find((candidate) => sameRecord(candidate.entity, mention.entity))?.score ?? 0) >= best.score * 0.25,
  );
  const namedRecords = named.filter((mention) => isRecord(mention.entity));
  const scoreOfNamed = (mention: Mention) =>
    scored.find((candidate) => sameRecord(candidate.entity, mention.entity))?.score ?? 0;
  const asMention = (candidate: Candidate): Mention => ({
    entity: candidate.entity,
    start: 0,
    end: 0,
    // a record whose name is written is as sure as a name the catalog found
    certainty: candidate.named ? 1 : Math.min(0.95, candidate.cover),
  });

  if (namedRecords.length > 0) {
    const bestNamed = Math.max(...namedRecords.map(scoreOfNamed));
    // a record whose own name is written is never replaced; one found by a common word may be
    const written = (mention: Mention) =>
      scored.find((candidate) => sameRecord(candidate.entity, mention.entity))?.named ?? false;
    const outranks =
      (best.named || (best.words >= 2 && !kinds)) &&
      best.cover >= TAKEN_COVER &&
      best.score >= bestNamed * REPLACES_NAMED &&
      !namedRecords.some((mention) => sameRecord(mention.entity, best.entity) || (written(mention) && !best.named)) &&
      // two records named to be compared ("IAS vs IPS") are what is asked, not the one record naming both
      !(asking.compare && namedRecords.length >= 2);
    const kept = outranks ? named.filter((mention) => !isRecord(mention.entity)) : [...named];
    if (outranks) kept.unshift(asMention(best));
    // names the catalog missed, written out and ranked near the best
    for (const candidate of scored.slice(0, 6)) {
      if (!candidate.named || candidate.score < best.score * 0.5) continue;
      if (kept.some((mention) => sameRecord(mention.entity, candidate.entity))) continue;
      if (
        candidate.entity.kind !==
        (kept.find((mention) => isRecord(mention.entity))?.entity.kind ?? candidate.entity.kind)
      )
        continue;
      kept.push(asMention(candidate));
    }
    // a record is more than a field or a stream: a bank job asked by a commerce student is about the job
    const mentions = supported(kept, scored);
    return {
      mentions: [...mentions.filter((m) => isRecord(m.entity)), ...mentions.filter((m) => !isRecord(m.entity))],
      choices: [],
    };
  }

  const retrieved = decide(scored);
  // beside a field the names found ("engineering"), a record must be plainly meant, not two common words
  // and a college or a scholarship only by its name: the finders answer "engineering colleges in UP"
  const specific = (candidate: Candidate) =>
    kinds
      ? candidate.named
      : named.length === 0 || (candidate.named && candidate.words >= 2) || candidate.evidence >= 2 * LEAST_EVIDENCE;
  if (retrieved.found === "one" && specific(retrieved.candidate))
    return { mentions: [asMention(retrieved.candidate), ...named], choices: [] };
  // choices are offered only for a question about something the names did not place at all, and only
  // records it shares a name or two words with, or its one word when it asks for a career ("I love
  // animals, what can I become"; not "I am always at home"): a field named ("exams for engineering")
  // has its answer
  const offered =
    retrieved.found === "close" && named.length === 0
      ? retrieved.candidates.filter(
          (candidate) => candidate.named || candidate.words >= 2 || (candidate.cover === 1 && asking.forCareers),
        )
      : [];
  if (offered.length > 0) return { mentions: [], choices: offered.map((each) => each.entity) };
  return { mentions: [...named], choices: [] };
}

/**
 * The mentions without records the ranking gives next to nothing (a quarter of the best kept record's
 * score) while it names another: a stem the catalog matched ("BHMS" read as "BHM") or a common word.
 */
function supported(kept: Mention[], scored: readonly Candidate[]): Mention[] {
  const scoreOf = (mention: Mention) => scored.find((candidate) => sameRecord(candidate.entity, mention.entity));
  const records = kept.filter((mention) => isRecord(mention.entity));
  if (!records.some((mention) => scoreOf(mention)?.named)) return kept;
  const best = Math.max(...records.map((mention) => scoreOf(mention)?.score ?? 0));
  return kept.filter((mention) => !isRecord(mention.entity) || (scoreOf(mention)?.score ?? 0) >= best * 0.25);
}
