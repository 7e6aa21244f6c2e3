import type { LocalizedTextInput } from "@disha/content/knowledge/schemas";
import { locale } from "./i18n.ts";

/** A knowledge-base text in the student's language: its Hindi where the record has one, else its English. */
export function localized(text: LocalizedTextInput): string {
  return (locale.startsWith("hi") ? text.hi : undefined) ?? text.en;
}

/**
 * A seed record (a roadmap, its step, a quiz question, option or result) with its Hindi texts laid over
 * the English ones when the page is in Hindi; the record keeps its English where it has no Hindi.
 */
export function inPageLanguage<T extends { hi?: object }>(record: T): T {
  return locale.startsWith("hi") && record.hi ? { ...record, ...record.hi } : record;
}

/**
 * The language of a text staff wrote in one language only (a mentor's bio, a workshop's title): Hindi
 * when it is in Devanagari, else English, so a screen reader reads it in its own voice (lang="...").
 */
export function languageOf(text: string): "hi" | "en" {
  return /[\u0900-\u097F]/.test(text) ? "hi" : "en";
}
