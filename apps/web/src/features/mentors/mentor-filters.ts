import type { Mentor } from "@disha/shared";

export interface MentorFilters {
  /** a language of MENTOR_LANGUAGES, or "" for any */
  language: string;
  /** science, commerce or arts, or "" for any */
  stream: string;
}

/** The mentors who talk in the chosen language and guide the chosen field, in the list's order. */
export function filterMentors(mentors: readonly Mentor[], { language, stream }: MentorFilters): Mentor[] {
  return mentors.filter(
    (mentor) =>
      (language === "" || mentor.languages.some((spoken) => spoken === language)) &&
      (stream === "" || mentor.stream === stream),
  );
}
