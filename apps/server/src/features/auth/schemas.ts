import { SameSitePathSchema } from "@disha/shared";
import { z } from "zod";

// the bodies of Better Auth endpoints that have no form of their own; the account forms' schemas are in @disha/shared

export const SocialSignInSchema = z.strictObject({
  provider: z.string().min(1).max(50),
  callbackURL: SameSitePathSchema.optional(),
  errorCallbackURL: SameSitePathSchema.optional(),
  newUserCallbackURL: SameSitePathSchema.optional(),
  disableRedirect: z.boolean().optional(),
});

export const RevokeSessionSchema = z.strictObject({ token: z.string().min(1).max(200) });
