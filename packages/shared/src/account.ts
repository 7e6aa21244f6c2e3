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
