import { z } from "./zod.ts";
import { messageRef } from "./i18n/message-ref.ts";

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

const email = z
  .string({ error: "validation.auth.emailRequired" })
  .trim()
  .min(1, "validation.auth.emailRequired")
  .max(254, "validation.auth.emailTooLong")
  .pipe(z.email("validation.auth.emailInvalid"));

export const SignUpSchema = z.object({
  name: z
    .string({ error: "validation.auth.nameRequired" })
    .trim()
    .min(1, "validation.auth.nameRequired")
    .max(100, messageRef("validation.auth.nameTooLong", { max: 100 })),
  email,
  password: z
    .string({ error: "validation.auth.passwordRequired" })
    .min(MIN_PASSWORD_LENGTH, messageRef("validation.auth.passwordTooShort", { min: MIN_PASSWORD_LENGTH }))
    .max(MAX_PASSWORD_LENGTH, messageRef("validation.auth.passwordTooLong", { max: MAX_PASSWORD_LENGTH })),
});
export type SignUpInput = z.infer<typeof SignUpSchema>;

export const SignInSchema = z.object({
  email,
  password: z
    .string({ error: "validation.auth.passwordRequired" })
    .min(1, "validation.auth.passwordRequired")
    .max(MAX_PASSWORD_LENGTH),
});
export type SignInInput = z.infer<typeof SignInSchema>;

/** The signed-in user as the API hands it to the web app. */
export const SessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable().optional(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;
