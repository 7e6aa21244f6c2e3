import { z } from "./zod.ts";
import { messageRef } from "./i18n/message-ref.ts";

export const DELETE_ACCOUNT_CONFIRMATION = "DELETE";

/** Deleting an account is only done when the student typed the confirmation word. */
export const DeleteAccountSchema = z.object({
  confirm: z.literal(DELETE_ACCOUNT_CONFIRMATION, {
    error: messageRef("validation.account.confirm", { word: DELETE_ACCOUNT_CONFIRMATION }),
  }),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountSchema>;

/** The first hour's checklist on the dashboard, in the order a student takes it. */
export const FIRST_STEPS = ["profile", "interests", "shortlist", "exams", "aiMentor", "mentor"] as const;
export type FirstStepId = (typeof FIRST_STEPS)[number];

/** How many careers "shortlist three careers" asks for. */
export const FIRST_STEPS_SHORTLIST = 3;

/** GET /api/me/first-steps: each step ticked from the student's own data, and whether this is their first visit. */
export interface FirstStepsResponse {
  /** true while the session in use is the one the account was created with ("Welcome", not "Welcome back") */
  newAccount: boolean;
  steps: { id: FirstStepId; done: boolean }[];
}

/** The themes a student can choose; "system" follows the device (prefers-color-scheme). */
export const THEMES = ["system", "light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

/**
 * PATCH /api/me/preferences: the account's language and theme, each optional. The language must be one
 * Disha has a catalog for, which only the server knows (its locales directory): it checks that itself.
 */
export const PreferencesSchema = z
  .object({
    locale: z
      .string()
      .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, { error: messageRef("validation.preferences.locale") }),
    theme: z.enum(THEMES, { error: messageRef("validation.preferences.theme") }),
  })
  .partial();
export type PreferencesInput = z.infer<typeof PreferencesSchema>;

/** GET /api/me/preferences: null where the account has not chosen (the browser's choice stands). */
export interface PreferencesResponse {
  locale: string | null;
  theme: Theme | null;
}
