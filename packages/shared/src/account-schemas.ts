// What the account's requests must hold: deleting it and its preferences. Apart from account.ts, so the
// dashboard's first steps load no zod (decision 031).
import { z } from "./zod.ts";
import { messageRef } from "./i18n/message-ref.ts";
import { DELETE_ACCOUNT_CONFIRMATION, THEMES } from "./account.ts";

/** Deleting an account is only done when the student typed the confirmation word. */
export const DeleteAccountSchema = z.object({
  confirm: z.literal(DELETE_ACCOUNT_CONFIRMATION, {
    error: messageRef("validation.account.confirm", { word: DELETE_ACCOUNT_CONFIRMATION }),
  }),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountSchema>;

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
