import { z } from "zod";

export const DELETE_ACCOUNT_CONFIRMATION = "DELETE";

/** Deleting an account is only done when the student typed the confirmation word. */
export const DeleteAccountSchema = z.object({
  confirm: z.literal(DELETE_ACCOUNT_CONFIRMATION, { error: `Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm.` }),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountSchema>;
