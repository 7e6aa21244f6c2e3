import { z } from "zod";

// the bodies of Better Auth endpoints that have no form of their own; the account forms' schemas are in @disha/shared

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
