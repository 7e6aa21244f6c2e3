import { z } from "./zod.ts";
import { messageRef } from "./i18n/message-ref.ts";
import { PROFILE_STREAMS } from "./profile.ts";

/** The languages a mentor can offer sessions in; the values are stored, the web shows each by its catalog name. */
export const MENTOR_LANGUAGES = [
  "English",
  "Hindi",
  "Bengali",
  "Marathi",
  "Telugu",
  "Tamil",
  "Gujarati",
  "Urdu",
  "Kannada",
  "Odia",
  "Malayalam",
  "Punjabi",
  "Assamese",
] as const;
export type MentorLanguage = (typeof MENTOR_LANGUAGES)[number];

/** A mentor guides students of one stream, the same three a student's profile names. */
export const MENTOR_STREAMS = PROFILE_STREAMS;

export const MENTOR_CARD_LIMITS = {
  name: { min: 2, max: 80 },
  about: { min: 20, max: 600 },
  topic: { min: 2, max: 40 },
  topics: { min: 1, max: 8 },
  languages: { min: 1, max: 6 },
} as const;
const limits = MENTOR_CARD_LIMITS;

const between = (key: string, { min, max }: { min: number; max: number }) =>
  messageRef(`mentorConsole.validation.${key}`, { min, max });

const unique = <T>(items: T[]) => [...new Set(items)];

/** PUT /api/mentor-console/card: what students read on the mentor's public card. */
export const MentorCardSchema = z.object({
  name: z
    .string({ error: between("cardName", limits.name) })
    .trim()
    .min(limits.name.min, between("cardName", limits.name))
    .max(limits.name.max, between("cardName", limits.name)),
  about: z
    .string({ error: between("about", limits.about) })
    .trim()
    .min(limits.about.min, between("about", limits.about))
    .max(limits.about.max, between("about", limits.about)),
  stream: z.enum(MENTOR_STREAMS, { error: "mentorConsole.validation.stream" }),
  // a repeated topic or language is kept once
  topics: z
    .array(
      z
        .string({ error: between("topic", limits.topic) })
        .trim()
        .min(limits.topic.min, between("topic", limits.topic))
        .max(limits.topic.max, between("topic", limits.topic)),
      { error: between("topics", limits.topics) },
    )
    .min(limits.topics.min, between("topics", limits.topics))
    .max(limits.topics.max, between("topics", limits.topics))
    .transform(unique),
  languages: z
    .array(z.enum(MENTOR_LANGUAGES, { error: "mentorConsole.validation.language" }), {
      error: between("languages", limits.languages),
    })
    .min(limits.languages.min, between("languages", limits.languages))
    .max(limits.languages.max, between("languages", limits.languages))
    .transform(unique),
});
export type MentorCardInput = z.infer<typeof MentorCardSchema>;

/** A mentor's card as the console shows it: what they wrote, and their photo's address (null: the generated avatar). */
export interface MentorCard extends MentorCardInput {
  photoUrl: string | null;
}

/** PUT /api/mentor-console/photo takes the image itself as the body: one of these types, up to 5 MB. */
export const MENTOR_PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const MENTOR_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Every stored photo is a square WebP this many pixels wide. */
export const MENTOR_PHOTO_SIZE = 256;

/** Where a mentor's photo is served; its version (a hash of the stored image) changes the address with the photo. */
export function mentorPhotoUrl(mentorId: string, version: string): string {
  return `/api/mentors/${encodeURIComponent(mentorId)}/photo.webp?v=${encodeURIComponent(version)}`;
}
