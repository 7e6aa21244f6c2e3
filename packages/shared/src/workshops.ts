import { z } from "./zod.ts";
import { personName } from "./person-name.ts";
import { indianMobile } from "./phone.ts";

export const GENDERS = ["MALE", "FEMALE", "NON-BINARY"] as const;
export const SUBJECTS = ["Science", "Commerce", "Arts"] as const;

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

/** A workshop as GET /api/workshops lists it. The meeting link is given to those who register. */
export interface WorkshopSummary {
  id: string;
  slug: string;
  title: string;
  instructor: string;
  about: string;
  topic: string;
  /** UTC ISO instant of the start */
  startsAt: string;
  durationMinutes: number;
  capacity: number;
  seatsLeft: number;
  /** an image of the workshop, served by our own server */
  profileUrl: string;
  /** it has started or is over: registration is closed */
  hasStarted: boolean;
}

/**
 * POST /api/workshops/:idOrSlug/registrations answers 201 with this. Signed out, it is pending until the
 * link mailed to the address is opened, and only then is the meeting link given.
 */
export interface WorkshopRegistration {
  id: string;
  workshopId: string;
  workshopSlug: string;
  workshopTitle: string;
  startsAt: string;
  status: "pending" | "confirmed";
  meetingUrl: string | null;
  name: string;
  email: string;
}

/** The token of a link mailed to confirm an address (a workshop registration, a support message). */
export const MailboxTokenSchema = z.strictObject({ token: z.string().min(20).max(100) });
export type MailboxTokenInput = z.infer<typeof MailboxTokenSchema>;
