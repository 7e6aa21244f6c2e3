// What a workshop registration and a mailed confirmation link must hold: the server parses with these,
// the registration form checks with them. Apart from workshops.ts, so a page that only lists workshops
// loads no zod (decision 031).
import { z } from "./zod.ts";
import { personName } from "./person-name.ts";
import { indianMobile } from "./phone.ts";
import { GENDERS, SUBJECTS } from "./workshops.ts";

export const WorkshopRegistrationSchema = z.object({
  name: personName({ required: "validation.workshops.nameRequired", tooLong: "validation.workshops.nameTooLong" }),
  phoneNumber: indianMobile({
    required: "validation.workshops.phoneRequired",
    invalid: "validation.workshops.phoneInvalid",
  }),
  gender: z.enum(GENDERS, { error: "validation.workshops.gender" }),
  email: z
    .string({ error: "validation.workshops.emailRequired" })
    .trim()
    .min(1, "validation.workshops.emailRequired")
    .max(254, "validation.workshops.emailTooLong")
    .pipe(z.email("validation.workshops.emailInvalid"))
    // one registration per e-mail and workshop, whatever the case it is typed in
    .transform((email) => email.toLowerCase()),
  subject: z.enum(SUBJECTS, { error: "validation.workshops.subject" }),
});
export type WorkshopRegistrationInput = z.infer<typeof WorkshopRegistrationSchema>;

/** The token of a link mailed to confirm an address (a workshop registration, a support message). */
export const MailboxTokenSchema = z.strictObject({ token: z.string().min(20).max(100) });
export type MailboxTokenInput = z.infer<typeof MailboxTokenSchema>;
