import {
  careers,
  degreeById,
  degrees,
  examById,
  exams,
  roadmapBySlug,
  roadmaps,
  streams,
  type Career,
  type Degree,
  type Exam,
  type Roadmap,
  type Stream,
} from "@disha/content";
import { expandQuery, expandsTo, normaliseText, stem, tokenise } from "./normalise.ts";
import { createSearchIndex, type SearchDocument } from "./search.ts";

export type KnowledgeKind = "career" | "roadmap" | "exam" | "degree" | "stream";

export type KnowledgeEntry =
  | { kind: "career"; id: string; career: Career }
  | { kind: "roadmap"; id: string; roadmap: Roadmap }
  | { kind: "exam"; id: string; exam: Exam }
  | { kind: "degree"; id: string; degree: Degree }
  | { kind: "stream"; id: string; stream: Stream };

function examNames(ids: readonly string[]): string {
  return ids.map((id) => examById(id)?.name ?? "").join(" ");
}

function degreeNames(ids: readonly string[]): string {
  return ids.map((id) => degreeById(id)?.name ?? "").join(" ");
}

function careerDocument(career: Career): SearchDocument<KnowledgeKind> {
  return {
    id: `career:${career.id}`,
    kind: "career",
    fields: [
      { text: career.name, weight: 4 },
      { text: career.keywords.join(" "), weight: 2 },
      { text: career.summary, weight: 1 },
      { text: career.skills.join(" "), weight: 1 },
      { text: career.subjects.join(" "), weight: 1 },
      { text: examNames(career.exams), weight: 1 },
      { text: degreeNames(career.degrees), weight: 1 },
    ],
  };
}

function roadmapDocument(roadmap: Roadmap): SearchDocument<KnowledgeKind> {
  return {
    id: `roadmap:${roadmap.slug}`,
    kind: "roadmap",
    fields: [
      { text: `${roadmap.cardTitle} ${roadmap.title.replace(/ Roadmap$/, "")}`, weight: 3 },
      { text: roadmap.summary, weight: 1 },
      { text: roadmap.steps.map((step) => `${step.title}. ${step.description}`).join(" "), weight: 1 },
    ],
  };
}

function examDocument(exam: Exam): SearchDocument<KnowledgeKind> {
  return {
    id: `exam:${exam.id}`,
    kind: "exam",
    fields: [
      { text: `${exam.name} exam`, weight: 4 },
      { text: exam.fullName, weight: 2 },
      { text: `${exam.conductedBy}. ${exam.forWhat} ${exam.eligibility} ${exam.description}`, weight: 1 },
    ],
  };
}

function degreeDocument(degree: Degree): SearchDocument<KnowledgeKind> {
  return {
    id: `degree:${degree.id}`,
    kind: "degree",
    fields: [
      { text: `${degree.name} degree`, weight: 4 },
      { text: degree.fullName, weight: 2 },
      { text: degree.description, weight: 1 },
    ],
  };
}

function streamDocument(stream: Stream): SearchDocument<KnowledgeKind> {
  return {
    id: `stream:${stream.id}`,
    kind: "stream",
    fields: [
      { text: `${stream.name} stream`, weight: 4 },
      { text: stream.summary, weight: 1 },
      { text: stream.subjects.join(" "), weight: 1 },
    ],
  };
}

const entries = new Map<string, KnowledgeEntry>();
for (const career of careers) entries.set(`career:${career.id}`, { kind: "career", id: career.id, career });
for (const roadmap of roadmaps) entries.set(`roadmap:${roadmap.slug}`, { kind: "roadmap", id: roadmap.slug, roadmap });
for (const exam of exams) entries.set(`exam:${exam.id}`, { kind: "exam", id: exam.id, exam });
for (const degree of degrees) entries.set(`degree:${degree.id}`, { kind: "degree", id: degree.id, degree });
for (const stream of streams) entries.set(`stream:${stream.id}`, { kind: "stream", id: stream.id, stream });

/** Built once at import; the content is static. */
export const knowledgeIndex = createSearchIndex<KnowledgeKind>([
  ...careers.map(careerDocument),
  ...roadmaps.map(roadmapDocument),
  ...exams.map(examDocument),
  ...degrees.map(degreeDocument),
  ...streams.map(streamDocument),
]);

export function knowledgeEntry(documentId: string): KnowledgeEntry | undefined {
  return entries.get(documentId);
}

/** The roadmap most of the careers using an exam or degree follow. */
export function roadmapFor(predicate: (career: Career) => boolean): Roadmap | undefined {
  const votes = new Map<string, number>();
  for (const career of careers) {
    if (predicate(career)) votes.set(career.roadmapSlug, (votes.get(career.roadmapSlug) ?? 0) + 1);
  }
  const [best] = [...votes.entries()].sort((left, right) => right[1] - left[1]);
  return best ? roadmapBySlug(best[0]) : undefined;
}

/** Words that say what kind of answer is wanted rather than what it is about. */
const genericWords =
  "career careers exam exams entrance test tests degree degrees course courses stream streams subject subjects " +
  "class study studies studying job jobs option options good best path way scope future salary school college " +
  "difference differences between compare versus vs long year years required eligibility qualify learn field fields " +
  "life work people thing things interest interested enjoy love pick choose choosing later now start opportunity " +
  "opportunities india indian student students mean means called name there after before 10 11 12 9 8 do does " +
  "related suit suits suitable right fit me myself help guide guidance advice details detail info information";
const genericTokens = new Set(tokenise(genericWords));

export function isGenericToken(token: string): boolean {
  return genericTokens.has(token);
}

// when a question names two things ("economist" and "commerce"), the narrower one is what it is about
const specificity: Record<KnowledgeKind, number> = { exam: 3, degree: 3, career: 3, roadmap: 2, stream: 1 };

function namesOf(entry: KnowledgeEntry): string[] {
  switch (entry.kind) {
    case "career":
      return [entry.career.name];
    case "roadmap":
      return [entry.roadmap.cardTitle];
    case "exam":
      return [entry.exam.name];
    case "degree":
      return [entry.degree.name];
    case "stream":
      return [entry.stream.name];
  }
}

const subjectWords = new Set(
  [...streams.map((stream) => stream.name), ...streams.flatMap((stream) => stream.subjects), "maths", "math", "stats"]
    .flatMap((subject) => normaliseText(subject).split(/\s+/))
    .filter((word) => word.length > 0),
);

/** Other names a career goes by ("cost accountant"); they name it, but less surely than its own name. */
function altNamesOf(entry: KnowledgeEntry): string[] {
  if (entry.kind !== "career") return [];
  return entry.career.keywords.filter((keyword) => {
    const words = normaliseText(keyword)
      .split(/\s+/)
      .filter((word) => word.length > 0);
    // "computer science" is a school subject, not another name for Software Engineer
    return words.length >= 2 && !words.every((word) => subjectWords.has(word));
  });
}

const altNameTokens = new Map<string, string[][]>();
for (const [documentId, entry] of entries) {
  altNameTokens.set(
    documentId,
    altNamesOf(entry)
      .map((name) => tokenise(name).filter((token) => !isGenericToken(token)))
      .filter((tokens) => tokens.length >= 2),
  );
}

const nameTokens = new Map<string, string[][]>();
/** The words of each name as typed, so "maths" (a subject) does not name the Mathematician career. */
const nameWords = new Map<string, string[][]>();
for (const [documentId, entry] of entries) {
  const names = namesOf(entry).filter((name) => tokenise(name).some((token) => !isGenericToken(token)));
  nameTokens.set(
    documentId,
    names.map((name) => tokenise(name).filter((token) => !isGenericToken(token))),
  );
  nameWords.set(
    documentId,
    names.map((name) =>
      normaliseText(name)
        .split(/\s+/)
        .filter((word) => word.length > 0 && !isGenericToken(stem(word))),
    ),
  );
}

export interface EntityHit {
  entry: KnowledgeEntry;
  score: number;
  /**
   * 3 when the question names the entity, 2 when it names it through an expansion ("CA"), 1 when it
   * names the family's first member by its leading word ("NEET" for NEET-UG), else 0.
   */
  named: 0 | 1 | 2 | 3;
  nameLength: number;
}

// "NEET" alone means NEET-UG and "JEE" means JEE Main: the entry level comes first in the content
const familyHeads = new Map<string, string>();
const familySizes = new Map<string, number>();
for (const [documentId, names] of nameTokens) {
  for (const tokens of names) {
    const [lead] = tokens;
    if (tokens.length < 2 || !lead) continue;
    familySizes.set(lead, (familySizes.get(lead) ?? 0) + 1);
    if (!familyHeads.has(lead)) familyHeads.set(lead, documentId);
  }
}
// a lead word we already expand ("IIT" means JEE Advanced) does not name its lone family member (IIT JAM)
for (const [lead, size] of familySizes) if (size < 2 && expandsTo(lead)) familyHeads.delete(lead);

/**
 * Ranks what a question is about. Generic words ("career", "exam", "after 12th") are left out so
 * they cannot pull in unrelated documents, and naming an entity outright ranks it first.
 */
export function findEntities(question: string, kinds?: readonly KnowledgeKind[]): EntityHit[] {
  const typed = tokenise(question).filter((token) => !isGenericToken(token));
  if (typed.length === 0) return [];
  const weighted = expandQuery(typed);
  const typedSet = new Set(typed);
  // related words help the search but never name an entity ("PCM" is not the Mathematician career)
  const expandedSet = new Set(weighted.filter((item) => item.source !== "related").map((item) => item.token));
  // a name counts as typed when its words were typed in some form, except through a school subject:
  // "engineers" names Engineering, but "maths" does not name the Mathematician career
  const rawWords = normaliseText(question)
    .split(/\s+/)
    .filter((word) => word.length > 0);
  const literal = new Set(rawWords);
  const typedStems = new Set(
    rawWords.filter((word) => !subjectWords.has(word)).map((word) => tokenise(word)[0] ?? word),
  );
  const typedWord = (word: string) =>
    literal.has(word) || literal.has(`${word}s`) || typedStems.has(tokenise(word)[0] ?? word);

  const hits: EntityHit[] = [];
  for (const hit of knowledgeIndex.search(weighted, { limit: 40, kinds })) {
    const entry = entries.get(hit.id);
    if (!entry) continue;
    let named: EntityHit["named"] = 0;
    let nameLength = 0;
    const words = nameWords.get(hit.id) ?? [];
    for (const [index, tokens] of (nameTokens.get(hit.id) ?? []).entries()) {
      if (tokens.every((token) => typedSet.has(token)) && (words[index] ?? []).every(typedWord)) {
        named = 3;
        nameLength = Math.max(nameLength, tokens.length);
      } else if (
        named < 2 &&
        tokens.every((token) => expandedSet.has(token)) &&
        tokens.some((token) => !typedSet.has(token))
      ) {
        named = 2;
        nameLength = Math.max(nameLength, tokens.length);
      }
    }
    if (named < 2) {
      for (const tokens of altNameTokens.get(hit.id) ?? []) {
        if (tokens.length > 0 && tokens.every((token) => expandedSet.has(token))) {
          named = 2;
          nameLength = Math.max(nameLength, tokens.length);
        }
      }
    }
    if (named === 0 && [...expandedSet].some((token) => familyHeads.get(token) === hit.id)) named = 1;
    hits.push({ entry, score: hit.score, named, nameLength });
  }
  return hits.sort(
    (left, right) =>
      right.named - left.named ||
      (left.named > 1 ? specificity[right.entry.kind] - specificity[left.entry.kind] : 0) ||
      right.nameLength - left.nameLength ||
      right.score - left.score,
  );
}
