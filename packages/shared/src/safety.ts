// A person told: words of self-harm written to the AI mentor raise an alert that the moderators see at
// once, first in their queue, until one of them has reached the student (the community's posts are held
// in the same queue by their own rule).

export const SAFETY_NOTE_MAX = 1000;

export const safetyMessages = {
  note: "community.validation.reachedNote",
} as const;

/** Where the student wrote the words. */
export const SAFETY_ALERT_SOURCES = ["chat"] as const;
export type SafetyAlertSource = (typeof SAFETY_ALERT_SOURCES)[number];

/** One message that spoke of self-harm, as a moderator sees it. */
export interface SafetyAlert {
  id: string;
  source: SafetyAlertSource;
  /** null once the account is deleted */
  student: { name: string; email: string } | null;
  text: string;
  createdAt: string;
  /** when a moderator recorded that the student was reached, by whom and how */
  reached: { at: string; by: string | null; note: string } | null;
}
