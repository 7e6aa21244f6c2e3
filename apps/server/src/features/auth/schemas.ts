import { z } from "zod";

const name = z
  .string({ error: "Full name is required" })
  .trim()
  .min(1, "Full name is required")
  .max(100, "Full name must be at most 100 characters");

// a picture only from our own server (a generated avatar); never another site, never javascript:
const ownAvatarUrl = z
  .string({ error: "Choose a picture from Disha" })
  .regex(/^\/api\/(mentors|users)\/[A-Za-z0-9_-]{1,64}\/avatar\.(svg|webp)(\?v=[a-z0-9]{1,16})?$/, "Choose a picture from Disha");

export const UpdateUserSchema = z
  .strictObject({ name: name.optional(), image: ownAvatarUrl.nullable().optional() })
  .refine((value) => value.name !== undefined || value.image !== undefined, "Nothing to change.");

export const ChangePasswordSchema = z.strictObject({
  currentPassword: z.string({ error: "Current password is required" }).min(1, "Current password is required").max(128),
  newPassword: z
    .string({ error: "New password is required" })
    .min(8, "Password must be at least 8 characters")
    .max(128, "Password must be at most 128 characters"),
  revokeOtherSessions: z.boolean().optional(),
});

const relativePath = z.string().max(300).regex(/^\/(?!\/)/, "Must be a path on this site");

export const SocialSignInSchema = z.strictObject({
  provider: z.string().min(1).max(50),
  callbackURL: relativePath.optional(),
  errorCallbackURL: relativePath.optional(),
  newUserCallbackURL: relativePath.optional(),
  disableRedirect: z.boolean().optional(),
});

export const RevokeSessionSchema = z.strictObject({ token: z.string().min(1).max(200) });
