// What a moderator records when a student who wrote words of self-harm has been reached.
import { z } from "./zod.ts";
import { groupDigits, messageRef } from "./i18n/message-ref.ts";
import { SAFETY_NOTE_MAX, safetyMessages } from "./safety.ts";

export const SafetyAlertReachedSchema = z.object({
  note: z
    .string({ error: safetyMessages.note })
    .trim()
    .min(1, safetyMessages.note)
    .max(SAFETY_NOTE_MAX, messageRef("validation.tooLong", { max: groupDigits(SAFETY_NOTE_MAX) })),
});
export type SafetyAlertReachedInput = z.infer<typeof SafetyAlertReachedSchema>;
