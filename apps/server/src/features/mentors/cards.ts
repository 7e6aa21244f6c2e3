import {
  MENTOR_LANGUAGES,
  MENTOR_STREAMS,
  type Mentor,
  type MentorCard,
  type MentorLanguage,
  mentorAvatarUrl,
  mentorPhotoUrl,
} from "@disha/shared";
import type { Selectable } from "kysely";
import type { MentorTable } from "../../lib/db/schema.ts";

// A mentor's row as the list shows it and as its mentor edits it.

function parseList(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

const knownLanguages = new Set<string>(MENTOR_LANGUAGES);
function parseLanguages(json: string): MentorLanguage[] {
  return parseList(json).filter((language): language is MentorLanguage => knownLanguages.has(language));
}

function photoUrlOf(row: Selectable<MentorTable>): string | null {
  return row.photoVersion === null ? null : mentorPhotoUrl(row.id, row.photoVersion);
}

export function toMentor(row: Selectable<MentorTable>): Mentor {
  return {
    _id: row.id,
    name: row.name,
    profileUrl: mentorAvatarUrl(row.id, row.name),
    photoUrl: photoUrlOf(row),
    about: row.about,
    stream: row.stream,
    topics: parseList(row.topics),
    languages: parseLanguages(row.languages),
  };
}

/** The card as its mentor edits it. */
export function toMentorCard(row: Selectable<MentorTable>): MentorCard {
  return {
    name: row.name,
    about: row.about,
    stream: MENTOR_STREAMS.find((known) => known === row.stream) ?? "science",
    topics: parseList(row.topics),
    languages: parseLanguages(row.languages),
    photoUrl: photoUrlOf(row),
  };
}
