import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseDocument } from "yaml";
import type { z } from "zod";
import {
  AliasFileSchema,
  InterestFileSchema,
  TopicFileSchema,
  TranslationFileSchema,
  type Vocabulary,
} from "./schemas.ts";

// Node only: reads data/vocabulary/*.yaml once per process (the words change only with a deploy).

export const vocabularyDir = fileURLToPath(new URL("../../data/vocabulary", import.meta.url));

function readFile<T>(dir: string, name: string, schema: z.ZodType<T>): T {
  const file = `${dir}/${name}`;
  const document = parseDocument(readFileSync(file, "utf8"), { prettyErrors: true, uniqueKeys: true });
  if (document.errors.length > 0)
    throw new Error(`${file}: ${document.errors.map((error) => error.message).join("; ")}`);
  const parsed = schema.safeParse(document.toJS());
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".") || "file"}: ${issue.message}`);
    throw new Error(`${file}: ${problems.join("; ")}`);
  }
  return parsed.data;
}

/** Reads and validates every vocabulary file; throws with the problems of the first unsound one. */
export function readVocabulary(dir: string = vocabularyDir): Vocabulary {
  return {
    hinglish: readFile(dir, "hinglish.yaml", TranslationFileSchema).words,
    hindi: readFile(dir, "hindi.yaml", TranslationFileSchema).words,
    aliases: readFile(dir, "aliases.yaml", AliasFileSchema).aliases,
    topics: readFile(dir, "topics.yaml", TopicFileSchema).topics,
    interests: readFile(dir, "interests.yaml", InterestFileSchema).interests,
  };
}

let cached: Vocabulary | undefined;

/** The vocabulary, read once per process. */
export function vocabulary(): Vocabulary {
  cached ??= readVocabulary();
  return cached;
}
