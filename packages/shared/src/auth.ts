import { z } from "./zod.ts";
import { messageRef } from "./i18n/message-ref.ts";
import { personName } from "./person-name.ts";

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

export const EmailAddressSchema = z
  .string({ error: "validation.auth.emailRequired" })
  .trim()
  .min(1, "validation.auth.emailRequired")
  .max(254, "validation.auth.emailTooLong")
  .pipe(z.email("validation.auth.emailInvalid"));

const email = EmailAddressSchema;

const fullName = personName({ required: "validation.auth.nameRequired", tooLong: "validation.auth.nameTooLong" });

const newPassword = z
  .string({ error: "validation.auth.passwordRequired" })
  .min(MIN_PASSWORD_LENGTH, messageRef("validation.auth.passwordTooShort", { min: MIN_PASSWORD_LENGTH }))
  .max(MAX_PASSWORD_LENGTH, messageRef("validation.auth.passwordTooLong", { max: MAX_PASSWORD_LENGTH }));

/**
 * Where Better Auth may send the browser afterwards: a path on this site only. "//host" and "/\\host"
 * are other sites to a browser, so neither a second slash nor a backslash may follow the first.
 */
export const SameSitePathSchema = z
  .string()
  .max(300)
  .regex(/^\/(?![/\\])[^\s\\]*$/, "errors.auth.pathOnThisSite");

export const SignUpSchema = z.object({
  name: fullName,
  email,
  password: newPassword,
  callbackURL: SameSitePathSchema.optional(),
});
export type SignUpInput = z.infer<typeof SignUpSchema>;

/** Sign-in at an external (OpenID Connect) provider, handed to Better Auth. */
export const SocialSignInSchema = z.strictObject({
  provider: z.string().min(1).max(50),
  callbackURL: SameSitePathSchema.optional(),
  errorCallbackURL: SameSitePathSchema.optional(),
  newUserCallbackURL: SameSitePathSchema.optional(),
  disableRedirect: z.boolean().optional(),
});
export type SocialSignInInput = z.infer<typeof SocialSignInSchema>;

export const SignInSchema = z.object({
  email,
  password: z
    .string({ error: "validation.auth.passwordRequired" })
    .min(1, "validation.auth.passwordRequired")
    .max(MAX_PASSWORD_LENGTH),
});
export type SignInInput = z.infer<typeof SignInSchema>;

/** "Forgot password?": the address to mail a reset link to (the answer is the same whether it has an account). */
export const RequestPasswordResetSchema = z.strictObject({ email });
export type RequestPasswordResetInput = z.infer<typeof RequestPasswordResetSchema>;

/** The mailed link's token and the new password. */
export const ResetPasswordSchema = z.strictObject({
  token: z.string({ error: "validation.auth.resetLinkInvalid" }).min(1, "validation.auth.resetLinkInvalid").max(200),
  newPassword,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;

// a picture only from our own server (a generated avatar); never another site, never javascript:
const ownAvatarUrl = z
  .string({ error: "validation.auth.pictureFromDisha" })
  .regex(
    /^\/api\/(mentors|users)\/[A-Za-z0-9_-]{1,64}\/avatar\.(svg|webp)(\?v=[a-z0-9]{1,16})?$/,
    "validation.auth.pictureFromDisha",
  );

/** Account settings: a new name, or a picture from Disha. Nothing else of the account is the user's to set. */
export const UpdateUserSchema = z
  .strictObject({ name: fullName.optional(), image: ownAvatarUrl.nullable().optional() })
  .refine((value) => value.name !== undefined || value.image !== undefined, "validation.auth.nothingToChange");
export type UpdateUserInput = z.infer<typeof UpdateUserSchema>;

export const ChangePasswordSchema = z.strictObject({
  currentPassword: z
    .string({ error: "validation.auth.currentPasswordRequired" })
    .min(1, "validation.auth.currentPasswordRequired")
    .max(MAX_PASSWORD_LENGTH),
  // no revokeOtherSessions: the server always ends the other sessions on a new password
  newPassword,
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

/** A mailed link's token, sent back from the page the link opens. */
export const MailedTokenSchema = z.strictObject({
  token: z.string({ error: "validation.auth.resetLinkInvalid" }).min(1, "validation.auth.resetLinkInvalid").max(2000),
});
export type MailedTokenInput = z.infer<typeof MailedTokenSchema>;

/** The signed-in user as the API hands it to the web app. */
export const SessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable().optional(),
  // Better Auth's: true once the address has been confirmed through a mailed verification link
  emailVerified: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;
