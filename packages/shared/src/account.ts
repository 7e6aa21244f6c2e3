export const DELETE_ACCOUNT_CONFIRMATION = "DELETE";

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

/** GET /api/me/preferences: null where the account has not chosen (the browser's choice stands). */
export interface PreferencesResponse {
  locale: string | null;
  theme: Theme | null;
}
