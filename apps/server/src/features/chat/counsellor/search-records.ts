import { aliasesByRecord, vocabulary } from "@disha/content/vocabulary";
import type { CareerRecord } from "@disha/content/knowledge/schemas";
import { searchLibrary, type LibraryKind } from "../../knowledge/index.ts";
import { getCatalog, isGenericKey, type Entity, type EntityKind, type Mention } from "./catalog.ts";
import { kb } from "./knowledge.ts";
import { editDistance } from "./spelling.ts";
import { isStopword, key, keys, words } from "./text.ts";

// The whole knowledge base, matched with the site's own search (features/knowledge: fuzzy, prefix,
// aliases), for what the catalog's names did not find: a record is taken when the words of its names
// cover most of what the question is about, and the nearest careers are offered when none does.

export type RecordKind = Exclude<EntityKind, "topic" | "subject">;

const libraryKinds: Record<RecordKind, LibraryKind> = {
  career: "careers",
  exam: "exams",
  degree: "degrees",
  scholarship: "scholarships",
  institution: "institutions",
};

/** Every kind, in the order a tie between kinds is settled. */
export const everyKind: readonly RecordKind[] = ["career", "exam", "degree", "scholarship", "institution"];

// words that say how or what is asked, never what about ("how to", "steps", "job")
const askingWords = new Set(
  keys(
    "steps step way ways process procedure kaise kya banna bane karna do does doing work works working scope " +
      "information info detail details about tell explain want wanted plan planning dream goal mean means " +
      "real possible option options profession professional jobs job career careers become",
  ),
);

let nameKeys: Map<string, Set<string>> | undefined;
/** The word keys of each record's names and other names ("career:cabin-crew" -> cabin, crew, flight, ...). */
function namesOf(entity: Entity): Set<string> {
  if (!nameKeys) {
    const aliases = aliasesByRecord(vocabulary().aliases);
    nameKeys = new Map();
    for (const each of getCatalog().entities) {
      const names: string[] = [...(aliases.get(`${each.kind}:${each.id}`) ?? [])];
      if (each.kind === "institution") names.push(each.record.name, each.record.shortName ?? "");
      else if (each.kind === "exam" || each.kind === "degree") names.push(each.record.name.en, each.record.fullName.en);
      else if (each.kind === "career" || each.kind === "scholarship") names.push(each.record.name.en);
      nameKeys.set(`${each.kind}:${each.id}`, new Set(names.flatMap(keys)));
    }
  }
  return nameKeys.get(`${entity.kind}:${entity.id}`) ?? new Set();
}

const near = (word: string, other: string) =>
  word === other ||
  (word.length >= 4 && other.startsWith(word)) ||
  (word.length >= 5 && editDistance(word, other) <= (word.length >= 8 ? 2 : 1));

/** The words of `text` that could name a record: not small words, not words of asking. */
export function topicWords(text: string): string[] {
  return words(text).filter((word) => {
    const wordKey = key(word);
    return !isStopword(word) && !isGenericKey(wordKey) && !askingWords.has(wordKey) && !/^\d+$/.test(word);
  });
}

/**
 * The record of one of `kinds` whose names best cover the topic words of `text`, as a mention, or
 * nothing when no record's names cover more than half of them.
 */
export function searchedMention(text: string, kinds: readonly RecordKind[] = everyKind): Mention | undefined {
  const topic = topicWords(text);
  if (topic.length === 0 || topic.length > 6) return undefined;
  const catalog = getCatalog();
  let best: { entity: Entity; cover: number } | undefined;
  for (const kind of kinds) {
    for (const id of searchLibrary(libraryKinds[kind], topic.join(" ")).slice(0, 3)) {
      const entity = catalog.byId(kind, id);
      if (!entity) continue;
      const names = [...namesOf(entity)];
      const covered = topic.filter((word) => names.some((name) => near(key(word), name)));
      const cover = covered.length / topic.length;
      if (cover > 0.5 && (!best || cover > best.cover)) best = { entity, cover };
    }
  }
  if (!best) return undefined;
  const textWords = words(text);
  const positions = topic.map((word) => textWords.indexOf(word)).filter((at) => at >= 0);
  return {
    entity: best.entity,
    start: Math.min(...positions),
    end: Math.max(...positions) + 1,
    certainty: Math.min(0.9, best.cover),
  };
}

/** The careers nearest to the topic words of `text` by the site's search (any of the words), best first. */
export function nearestCareers(text: string, count = 3): CareerRecord[] {
  const topic = topicWords(text);
  if (topic.length === 0) return [];
  return searchLibrary("careers", topic.join(" "))
    .slice(0, count)
    .flatMap((id) => kb.careerById(id) ?? []);
}
