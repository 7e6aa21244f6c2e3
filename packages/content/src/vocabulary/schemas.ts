import { z } from "zod";
import { careerFamilies, streamsOfStudy } from "../knowledge/options.ts";
import { IdSchema } from "../knowledge/schemas.ts";

// The record format of packages/content/data/vocabulary/*.yaml: the words the AI mentor reads a
// student's message with. Objects are strict so that a misspelt field is reported, not dropped.

/** The forms a student types: lower case, trimmed, each once. */
const SaySchema = z
  .array(
    z
      .string()
      .trim()
      .min(1)
      .refine((word) => word === word.toLowerCase(), "must be lower case"),
  )
  .min(1)
  .refine((words) => new Set(words).size === words.length, "lists the same form twice");

export const TranslationSchema = z.strictObject({
  say: SaySchema,
  /** plain English; empty for a word that carries no meaning for the search */
  means: z.string(),
  /** a word that is never English, so it alone shows that a message is in Hinglish */
  marker: z.boolean().optional(),
});
export type Translation = z.infer<typeof TranslationSchema>;

export const TranslationFileSchema = z.strictObject({ words: z.array(TranslationSchema).min(1) });

export const AliasSchema = z
  .strictObject({
    say: SaySchema,
    career: IdSchema.optional(),
    exam: IdSchema.optional(),
    degree: IdSchema.optional(),
    institution: IdSchema.optional(),
    scholarship: IdSchema.optional(),
  })
  .refine(
    (alias) =>
      [alias.career, alias.exam, alias.degree, alias.institution, alias.scholarship].filter(Boolean).length === 1,
    "names exactly one record: a career, an exam, a degree, an institution or a scholarship",
  );
export type Alias = z.infer<typeof AliasSchema>;

export type AliasKind = "career" | "exam" | "degree" | "institution" | "scholarship";

/** The one record an alias names. */
export function aliasTarget(alias: Alias): { kind: AliasKind; id: string } {
  const kinds: AliasKind[] = ["career", "exam", "degree", "institution", "scholarship"];
  const kind = kinds.find((each) => alias[each] !== undefined) ?? "career";
  return { kind, id: alias[kind] ?? "" };
}

/** The other names of each record, by kind and id ("career:cabin-crew" -> ["air hostess", ...]). */
export function aliasesByRecord(aliases: readonly Alias[]): Map<string, string[]> {
  const byRecord = new Map<string, string[]>();
  for (const alias of aliases) {
    const { kind, id } = aliasTarget(alias);
    byRecord.set(`${kind}:${id}`, [...(byRecord.get(`${kind}:${id}`) ?? []), ...alias.say]);
  }
  return byRecord;
}

export const AliasFileSchema = z.strictObject({ aliases: z.array(AliasSchema).min(1) });

export const TopicSchema = z
  .strictObject({
    id: IdSchema,
    say: SaySchema,
    families: z.array(z.enum(careerFamilies)).min(1).optional(),
    stream: z.enum(streamsOfStudy).optional(),
  })
  .refine((topic) => (topic.families === undefined) !== (topic.stream === undefined), {
    message: "is either some career families or one stream",
  });
export type Topic = z.infer<typeof TopicSchema>;

export const TopicFileSchema = z.strictObject({
  topics: z
    .array(TopicSchema)
    .min(1)
    .refine((topics) => new Set(topics.map((topic) => topic.id)).size === topics.length, "has two topics with one id"),
});

export const RiasecLetterSchema = z.enum(["R", "I", "A", "S", "E", "C"]);

export const InterestSchema = z.strictObject({
  say: SaySchema,
  riasec: RiasecLetterSchema,
  families: z.array(z.enum(careerFamilies)).min(1).optional(),
});
export type Interest = z.infer<typeof InterestSchema>;

export const InterestFileSchema = z.strictObject({ interests: z.array(InterestSchema).min(1) });

export interface Vocabulary {
  hinglish: Translation[];
  hindi: Translation[];
  aliases: Alias[];
  topics: Topic[];
  interests: Interest[];
}
