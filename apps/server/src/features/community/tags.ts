import { knowledgeBase } from "@disha/content/knowledge/base";
import type { CommunityTag } from "@disha/shared";
import { createTranslator, t } from "@disha/shared/i18n";
import { HttpError } from "../../lib/errors.ts";

const STREAMS = ["science", "commerce", "arts"] as const;

/** The topics a question may carry: the three streams, then every career and exam of the knowledge base. */
function allTags(): CommunityTag[] {
  const kb = knowledgeBase;
  const [english, hindi] = [createTranslator("en"), createTranslator("hi")];
  const streamName = (stream: string) => ({
    en: english.t(`plan.streams.${stream}`),
    hi: hindi.t(`plan.streams.${stream}`),
  });
  return [
    ...STREAMS.map((stream) => ({ id: `stream:${stream}`, name: streamName(stream) })),
    ...kb.careers.map((career) => ({ id: `career:${career.id}`, name: { en: career.name.en, hi: career.name.hi } })),
    ...kb.exams.map((exam) => ({ id: `exam:${exam.id}`, name: { en: exam.name.en, hi: exam.name.hi } })),
  ];
}

// the knowledge base changes only with a deploy
const TAGS = allTags();
const TAGS_BY_ID = new Map(TAGS.map((tag) => [tag.id, tag]));
const tagIndex = () => ({ list: TAGS, byId: TAGS_BY_ID });

export const communityTags = (): CommunityTag[] => tagIndex().list;

/** The tag with its name; a stored tag whose record has left the knowledge base reads as its id. */
export const tagOf = (id: string): CommunityTag => tagIndex().byId.get(id) ?? { id, name: { en: id } };

/** 400 naming the first tag that is not a knowledge-base topic. */
export function requireKnownTags(ids: readonly string[]): string[] {
  const unique = [...new Set(ids)];
  const unknown = unique.find((id) => !tagIndex().byId.has(id));
  if (unknown !== undefined) {
    throw HttpError.badRequest(t("community.errors.unknownTag", { tag: unknown.slice(0, 60) }), {
      tags: t("community.errors.unknownTag", { tag: unknown.slice(0, 60) }),
    });
  }
  return unique;
}
