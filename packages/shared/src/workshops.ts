import { z } from "zod";

export const GENDERS = ["MALE", "FEMALE", "NON-BINARY"] as const;
export const SUBJECTS = ["Science", "Commerce", "Arts"] as const;

export const WorkshopRegistrationSchema = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(100, "Name must be at most 100 characters"),
  phoneNumber: z
    .string({ error: "Phone number is required" })
    .trim()
    .min(1, "Phone number is required")
    .regex(/^\d{10}$/, "Enter a 10-digit phone number, digits only"),
  gender: z.enum(GENDERS, { error: "Choose a gender" }),
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(254, "Email is too long")
    .pipe(z.email("Enter a valid email address"))
    // one registration per e-mail and workshop, whatever the case it is typed in
    .transform((email) => email.toLowerCase()),
  subject: z.enum(SUBJECTS, { error: "Choose a subject" }),
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

/** POST /api/workshops/:idOrSlug/registrations answers 201 with this. */
export interface WorkshopRegistration {
  id: string;
  workshopId: string;
  workshopTitle: string;
  startsAt: string;
  meetingUrl: string;
  name: string;
  email: string;
}
