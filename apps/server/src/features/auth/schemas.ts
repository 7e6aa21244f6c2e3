import { z } from "zod";

const name = z
  .string({ error: "errors.auth.fullNameRequired" })
  .trim()
  .min(1, "errors.auth.fullNameRequired")
  .max(100, "errors.auth.fullNameTooLong");

// a picture only from our own server (a generated avatar); never another site, never javascript:
const ownAvatarUrl = z
  .string({ error: "errors.auth.pictureFromDisha" })
  .regex(
    /^\/api\/(mentors|users)\/[A-Za-z0-9_-]{1,64}\/avatar\.(svg|webp)(\?v=[a-z0-9]{1,16})?$/,
    "errors.auth.pictureFromDisha",
  );

export const UpdateUserSchema = z
  .strictObject({ name: name.optional(), image: ownAvatarUrl.nullable().optional() })
  .refine((value) => value.name !== undefined || value.image !== undefined, "errors.auth.nothingToChange");

export const ChangePasswordSchema = z.strictObject({
  currentPassword: z
    .string({ error: "errors.auth.currentPasswordRequired" })
    .min(1, "errors.auth.currentPasswordRequired")
    .max(128),
  newPassword: z
    .string({ error: "errors.auth.newPasswordRequired" })
    .min(8, "errors.auth.passwordTooShort")
    .max(128, "errors.auth.passwordTooLong"),
  revokeOtherSessions: z.boolean().optional(),
});

const relativePath = z
  .string()
  .max(300)
  .regex(/^\/(?!\/)/, "errors.auth.pathOnThisSite");

export const SocialSignInSchema = z.strictObject({
  provider: z.string().min(1).max(50),
  callbackURL: relativePath.optional(),
  errorCallbackURL: relativePath.optional(),
  newUserCallbackURL: relativePath.optional(),
  disableRedirect: z.boolean().optional(),
});

export const RevokeSessionSchema = z.strictObject({ token: z.string().min(1).max(200) });
