import { knowledgeBase } from "@disha/content/knowledge/base";
import type {
  CareerRecord,
  DegreeRecord,
  ExamRecord,
  InstitutionRecord,
  ScholarshipRecord,
} from "@disha/content/knowledge/schemas";
import { subjects as subjectIds } from "@disha/content/knowledge/schemas";
import { aliasTarget, vocabulary, type Interest, type Topic } from "@disha/content/vocabulary";
import { createSpeller, type Speller } from "./spelling.ts";
import { isStopword, key, keys, words } from "./text.ts";

// Everything the mentor can name: every record of the knowledge base, the broad fields of the
// vocabulary and the school subjects, each with the word forms that name it.

export type Entity =
  | { kind: "career"; id: string; record: CareerRecord }
  | { kind: "exam"; id: string; record: ExamRecord }
  | { kind: "degree"; id: string; record: DegreeRecord }
  | { kind: "institution"; id: string; record: InstitutionRecord }
  | { kind: "scholarship"; id: string; record: ScholarshipRecord }
  | { kind: "topic"; id: string; topic: Topic }
  | { kind: "subject"; id: string; subjects: string[] };

export type EntityKind = Entity["kind"];

export interface Mention {
  entity: Entity;
  start: number;
  end: number;
  /** 1 when the whole name was written, less for a part of a longer name ("AIIMS Delhi") */
  certainty: number;
}

interface Form {
  keys: string[];
  /** the words as written, for names that must be written out ("maths" the subject, not "Mathematician") */
  literal?: string[];
  entity: Entity;
  /** a record's own name outranks another name for it, which outranks a field's name */
  quality: number;
}

const kindOrder: Record<EntityKind, number> = {
  career: 7,
  exam: 6,
  degree: 5,
  institution: 4,
  scholarship: 3,
  topic: 2,
  subject: 1,
};

const subjectForms: Record<string, string[]> = {
  mathematics: ["maths", "math", "mathematics"],
  biology: ["bio", "biology"],
  "computer-science": ["computer science", "cs subject"],
  accountancy: ["accountancy", "accounts subject"],
  "political-science": ["political science", "pol science", "polity"],
  "physical-education": ["physical education", "pe"],
  "business-studies": ["business studies"],
  "informatics-practices": ["informatics practices", "ip"],
  "fine-arts": ["fine arts subject"],
};

const subjectGroups: Record<string, string[]> = {
  pcm: ["physics", "chemistry", "mathematics"],
  pcb: ["physics", "chemistry", "biology"],
  pcmb: ["physics", "chemistry", "mathematics", "biology"],
};

export function subjectName(id: string): string {
  if (id === "mathematics") return "Mathematics";
  return id
    .split("-")
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(" ");
}

/** "Lawyer (Advocate)" -> ["Lawyer (Advocate)", "Lawyer", "Advocate"]; splits "/" and "A or B". */
function nameVariants(name: string, degreeOrExamNames: ReadonlySet<string>): string[] {
  const variants = new Set<string>([name]);
  const bare = name.replace(/\s*\([^)]*\)\s*/g, " ").trim();
  variants.add(bare);
  for (const inside of name.matchAll(/\(([^)]*)\)/g)) {
    const text = inside[1]?.trim() ?? "";
    if (text.length >= 2 && !degreeOrExamNames.has(text.toLowerCase())) variants.add(text);
  }
  for (const part of bare.split(/\s+\/\s+|\s+or\s+|\s+&\s+/)) if (part.trim().length >= 2) variants.add(part.trim());
  const parts = bare.split(" ");
  if (parts.length === 3 && parts[1] === "and") {
    variants.add(parts[0]!);
    variants.add(parts[2]!);
  }
  return [...variants];
}

export interface Catalog {
  entities: Entity[];
  careers: readonly CareerRecord[];
  speller: Speller;
  interests: readonly Interest[];
  /** a word of a record's name ("doon", "mat"), which is never read as Hinglish */
  isNameWord(word: string): boolean;
  /** mentions in `text` (English words), longest names first, never overlapping */
  find(text: string): Mention[];
  /** how rare a word key is among names: high for "neet", low for "officer" */
  rarity(wordKey: string): number;
  byId(kind: EntityKind, id: string): Entity | undefined;
}

function buildCatalog(): Catalog {
  const kb = knowledgeBase;
  const forms: Form[] = [];
  const keysToWords = new Map<Form, string[]>();
  const entities: Entity[] = [];
  const index = new Map<string, Entity>();
  const add = (entity: Entity, names: readonly string[], quality: number, literal = false) => {
    if (!index.has(`${entity.kind}:${entity.id}`)) {
      index.set(`${entity.kind}:${entity.id}`, entity);
      entities.push(entity);
    }
    const own = index.get(`${entity.kind}:${entity.id}`)!;
    for (const name of names) {
      const formKeys = keys(name);
      if (formKeys.length === 0 || formKeys.every(isStopword)) continue;
      const form: Form = { keys: formKeys, entity: own, quality, ...(literal ? { literal: words(name) } : {}) };
      forms.push(form);
      keysToWords.set(form, words(name));
    }
  };

  const shortNames = new Set(
    [...kb.degrees.map((degree) => degree.name.en), ...kb.exams.map((exam) => exam.name.en)].map((name) =>
      name.toLowerCase(),
    ),
  );
  for (const record of kb.careers) {
    const entity: Entity = { kind: "career", id: record.id, record };
    add(entity, [record.name.en], 3);
    add(entity, nameVariants(record.name.en, shortNames).slice(1), 2);
  }
  for (const record of kb.exams) {
    const entity: Entity = { kind: "exam", id: record.id, record };
    add(entity, [record.name.en], 3);
    const variants = [
      ...nameVariants(record.name.en, new Set()).slice(1),
      ...nameVariants(record.fullName.en, new Set()),
    ].map((name) => name.replace(/\s+(exam|exams|recruitment|recruitment exams)$/i, ""));
    add(entity, variants, 2);
  }
  for (const record of kb.degrees) {
    const entity: Entity = { kind: "degree", id: record.id, record };
    add(entity, [record.name.en], 3);
    add(entity, [...record.name.en.split("/"), ...nameVariants(record.fullName.en, new Set())], 2);
  }
  for (const record of kb.institutions) {
    const entity: Entity = { kind: "institution", id: record.id, record };
    add(entity, [record.name, ...(record.shortName ? [record.shortName] : [])], 3);
  }
  for (const record of kb.scholarships) {
    add({ kind: "scholarship", id: record.id, record }, [record.name.en], 3);
  }
  const vocab = vocabulary();
  for (const alias of vocab.aliases) {
    const { kind, id } = aliasTarget(alias);
    const target = index.get(`${kind}:${id}`);
    // a curated other name outranks a record's own name ("CA" is the career, not the CA course)
    if (target) add(target, alias.say, 4);
  }
  for (const topic of vocab.topics) add({ kind: "topic", id: topic.id, topic }, topic.say, 1);
  for (const id of subjectIds) {
    add({ kind: "subject", id, subjects: [id] }, subjectForms[id] ?? [id.replace(/-/g, " ")], 1, true);
  }
  for (const [group, members] of Object.entries(subjectGroups)) {
    add({ kind: "subject", id: group, subjects: members }, [group], 1, true);
  }

  const byFirstKey = new Map<string, Form[]>();
  for (const form of forms) {
    const list = byFirstKey.get(form.keys[0]!) ?? [];
    list.push(form);
    byFirstKey.set(form.keys[0]!, list);
  }

  // rarity: inverse frequency of a key among the names of careers, exams and institutions
  const named = forms.filter((form) => form.quality >= 2);
  const keyUse = new Map<string, number>();
  for (const form of named)
    for (const formKey of new Set(form.keys)) keyUse.set(formKey, (keyUse.get(formKey) ?? 0) + 1);
  const rarity = (formKey: string) => Math.log(1 + named.length / (1 + (keyUse.get(formKey) ?? 0)));
  const partialKinds = new Set<EntityKind>(["career", "institution", "exam", "degree"]);
  const byAnyKey = new Map<string, Form[]>();
  for (const form of named) {
    if (!partialKinds.has(form.entity.kind) || form.keys.length < 2) continue;
    for (const formKey of new Set(form.keys)) {
      const list = byAnyKey.get(formKey) ?? [];
      list.push(form);
      byAnyKey.set(formKey, list);
    }
  }

  const corpus: string[] = [];
  const addText = (text: string | undefined) => {
    if (text) corpus.push(...words(text));
  };
  for (const career of kb.careers) {
    addText(career.name.en);
    addText(career.summary.en);
    addText(career.dayToDay.en);
    career.skills.forEach((skill) => addText(skill.en));
    career.pathway.forEach((step) => {
      addText(step.title.en);
      addText(step.detail?.en);
    });
  }
  for (const exam of kb.exams) {
    addText(exam.name.en);
    addText(exam.fullName.en);
    addText(exam.admitsTo.en);
    addText(exam.eligibility.en);
  }
  for (const degree of kb.degrees) {
    addText(degree.fullName.en);
    addText(degree.description.en);
  }
  kb.institutions.forEach((institution) => addText(`${institution.name} ${institution.city}`));
  kb.scholarships.forEach((scholarship) => addText(scholarship.name.en));
  for (const list of [vocab.aliases, vocab.topics, vocab.interests])
    list.forEach((entry) => entry.say.forEach(addText));
  for (const entry of [...vocab.hinglish, ...vocab.hindi]) addText(entry.means);
  addText(understandingWords);
  addText(everydayEnglish);

  function find(text: string): Mention[] {
    const textKeys = keys(text);
    const textWords = words(text);
    const found: (Mention & { length: number; quality: number })[] = [];
    textKeys.forEach((first, start) => {
      for (const form of byFirstKey.get(first) ?? []) {
        const matches = form.keys.every((formKey, offset) => textKeys[start + offset] === formKey);
        if (matches) {
          // a subject written out ("biology") is the subject, not the career that shares its stem
          const written = form.literal?.every((word, offset) => textWords[start + offset] === word) ?? false;
          found.push({
            entity: form.entity,
            start,
            end: start + form.keys.length,
            certainty: 1,
            length: form.keys.length,
            quality: written ? 5 : form.quality,
          });
        }
      }
    });
    found.sort(
      (left, right) =>
        right.length - left.length ||
        right.quality - left.quality ||
        kindOrder[right.entity.kind] - kindOrder[left.entity.kind] ||
        left.start - right.start,
    );
    const taken: Mention[] = [];
    const covered = new Set<number>();
    for (const mention of found) {
      const span = Array.from({ length: mention.end - mention.start }, (_, offset) => mention.start + offset);
      if (span.some((position) => covered.has(position))) continue;
      span.forEach((position) => covered.add(position));
      taken.push({ entity: mention.entity, start: mention.start, end: mention.end, certainty: 1 });
    }

    // a part of a longer name ("AIIMS Delhi", "forensic"): the names that share its rarest words; a
    // part of two or more words may also replace another name for a record ("AIIMS" alone means NEET-UG)
    const ownName = new Set<number>();
    for (const mention of found) {
      if (
        (mention.quality !== 3 && mention.quality !== 5) ||
        !taken.some((kept) => kept.start === mention.start && kept.end === mention.end)
      )
        continue;
      for (let position = mention.start; position < mention.end; position++) ownName.add(position);
    }
    const loose = textKeys
      .map((textKey, position) => ({ textKey, position }))
      .filter(({ textKey, position }) => !ownName.has(position) && !isStopword(textKey) && !genericKeys.has(textKey));
    if (loose.length > 0) {
      const scores = new Map<Form, { matched: number[]; weight: number }>();
      for (const { textKey, position } of loose) {
        for (const form of byAnyKey.get(textKey) ?? []) {
          const entry = scores.get(form) ?? { matched: [], weight: 0 };
          if (!entry.matched.includes(position)) {
            entry.matched.push(position);
            entry.weight += rarity(textKey);
          }
          scores.set(form, entry);
        }
      }
      const ranked = [...scores.entries()]
        .map(([form, { matched, weight }]) => ({
          form,
          matched,
          certainty:
            weight /
            form.keys.filter((formKey) => !isStopword(formKey)).reduce((sum, formKey) => sum + rarity(formKey), 0),
        }))
        .filter((candidate) =>
          candidate.matched.length >= 2
            ? candidate.certainty >= 0.5
            : candidate.certainty >= 0.55 && !covered.has(candidate.matched[0]!),
        )
        .sort(
          (left, right) =>
            right.matched.length - left.matched.length ||
            right.certainty - left.certainty ||
            left.form.keys.length - right.form.keys.length,
        );
      const seen = new Set<string>();
      for (const candidate of ranked.slice(0, 6)) {
        const id = `${candidate.form.entity.kind}:${candidate.form.entity.id}`;
        if (seen.has(id) || taken.some((mention) => mention.entity === candidate.form.entity)) continue;
        const start = Math.min(...candidate.matched);
        const end = Math.max(...candidate.matched) + 1;
        if (candidate.matched.length === 1 && taken.some((other) => other.start <= start && other.end >= end)) continue;
        if (candidate.matched.length >= 2) {
          // it replaces the shorter names it spans
          for (let at = taken.length - 1; at >= 0; at--) {
            const other = taken[at]!;
            if (other.start >= start && other.end <= end && other.certainty === 1) taken.splice(at, 1);
          }
        }
        seen.add(id);
        taken.push({ entity: candidate.form.entity, start, end, certainty: Math.min(0.99, candidate.certainty) });
      }
    }
    return taken.sort((left, right) => left.start - right.start || right.certainty - left.certainty);
  }

  // words of names that a student would not write as Hindi: the rarer words of records' own names
  const nameWords = new Set<string>();
  for (const form of forms) {
    if (form.quality !== 3 || form.entity.kind === "topic" || form.entity.kind === "subject") continue;
    for (const word of keysToWords.get(form) ?? []) if (word.length >= 3) nameWords.add(word);
  }
  return {
    entities,
    careers: kb.careers,
    isNameWord: (word) => nameWords.has(word),
    speller: createSpeller(corpus),
    interests: vocab.interests,
    find,
    rarity,
    byId: (kind, id) => index.get(`${kind}:${id}`),
  };
}

// words the understanding rules look for, so that the speller never "corrects" them away
const understandingWords =
  "hate dislike dont want interested interest weak bad good love enjoy prefer rather without except instead " +
  "difference between versus compare better which should choose stream streams subjects subject eligible eligibility " +
  "required compulsory necessary needed possible allowed how long many years duration age limit salary earn fees fee " +
  "cost cutoff cutoffs seats seat date dates when result results scholarship scholarships college colleges institute " +
  "university best top after before class options option career careers suit suits suitable myself stressed stress " +
  "anxious anxiety pressure failed fail failing crying cry sad depressed hopeless worthless scared afraid nervous tired " +
  "exhausted sleep lonely alone parents family father mother forcing force scold life over die suicide kill hurt " +
  "detail details detailed explain everything course courses degree degrees exam exams entrance path become join " +
  "what where when thanks thank hello namaste bye maths";

// everyday English words of five letters or more that the base's texts may not hold, so that the
// speller never "corrects" them into a record's name ("actually" into "actuary", "would" into "world")
const everydayEnglish =
  "actually would could should really since learning always about after again because before being believe " +
  "better between bring build careful certain change child children choose clear close coming daily daughter " +
  "doing during early either enough every everyone everything exactly family father final first follow friend " +
  "friends front future getting given going great group happy heard heart house however human important inside " +
  "itself large later learn learned least leave letter light little lives local looking maybe means might money " +
  "month mother never night nothing often older other others outside parents people person place plans point " +
  "pretty probably problem question quite rather ready reason right round second seems several something " +
  "sometimes sound start started still story studying taken taking thank their there these thing things think " +
  "those though three through today together tomorrow totally tried trying twelve under until usually using " +
  "village wants watch water where which while whole whose woman women worried wrong years young yourself " +
  "sister brother cousin uncle aunty playing watching making drawing reading writing singing dancing cooking " +
  "fixing repairing opening spend spends spending hours weekend evening morning lately recently honestly " +
  "basically seriously literally definitely anyway somewhere anything someone everybody whatever";

/** Words that say what kind of answer is wanted rather than what it is about; they never name a record alone. */
const genericKeys = new Set(
  keys(
    "career careers job jobs exam exams entrance test course courses degree degrees stream streams subject subjects " +
      "class study option options good best path scope future salary school college colleges university institute " +
      "difference compare year years eligibility field life work people thing interest interested love like " +
      "india indian student students officer manager engineer teacher doctor designer scientist analyst after before " +
      "national state government private central new all top exam board service services",
  ),
);

/** Whether a word key says what kind of answer is wanted rather than what it is about. */
export function isGenericKey(wordKey: string): boolean {
  return genericKeys.has(wordKey);
}

let catalog: Catalog | undefined;

/** Built on first use and kept: the knowledge base changes only with a deploy. */
export function getCatalog(): Catalog {
  catalog ??= buildCatalog();
  return catalog;
}

export { key };
