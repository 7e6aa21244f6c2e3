import type { LocalizedTextInput } from "@disha/content/knowledge/schemas";
import { locale } from "./i18n.ts";

/** A knowledge-base text in the student's language: its Hindi where the record has one, else its English. */
export function localized(text: LocalizedTextInput): string {
  return (locale.startsWith("hi") ? text.hi : undefined) ?? text.en;
}
