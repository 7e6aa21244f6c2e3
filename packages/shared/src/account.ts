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
