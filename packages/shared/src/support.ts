import { z } from "./zod.ts";
import { groupDigits, messageRef } from "./i18n/message-ref.ts";
import { personName } from "./person-name.ts";
import { indianMobile } from "./phone.ts";

/** After a message is sent, the confirmation shows this long before the Help & Support page reloads. */
export const SUPPORT_RELOAD_DELAY_MS = 2000;
export const SUPPORT_MESSAGE_MAX_LENGTH = 2000;

export const PREFERRED_CONTACTS = ["email", "phone"] as const;

export const supportMessages = {
  name: "validation.support.name",
  email: "validation.support.email",
  emailInvalid: "validation.support.emailInvalid",
  phone: "validation.support.phone",
  phoneInvalid: "validation.support.phoneInvalid",
  message: "validation.support.message",
  preferredContact: "validation.support.preferredContact",
} as const;

const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, messageRef("validation.tooLong", { max: groupDigits(max) }));

/** The Help & Support "Send Us A Message" form and POST /api/support-messages. */
export const SupportMessageSchema = z.object({
  name: personName({ required: supportMessages.name, tooLong: "validation.tooLong" }),
  email: requiredText(supportMessages.email, 254).pipe(z.email(supportMessages.emailInvalid)),
  phone: indianMobile({ required: supportMessages.phone, invalid: supportMessages.phoneInvalid }),
  preferredContact: z
    .enum(["", ...PREFERRED_CONTACTS], { error: supportMessages.preferredContact })
    .nullish()
    .transform((value) => value || undefined),
  message: requiredText(supportMessages.message, SUPPORT_MESSAGE_MAX_LENGTH),
});
export type SupportMessageFormValues = z.input<typeof SupportMessageSchema>;
export type SupportMessageInput = z.infer<typeof SupportMessageSchema>;

/** POST /api/support-messages answers 201 with the stored message. */
export interface SupportMessageResponse {
  message: Omit<SupportMessageInput, "preferredContact"> & {
    id: string;
    userId: string | null;
    preferredContact: SupportMessageInput["preferredContact"] | null;
    createdAt: string;
  };
}
