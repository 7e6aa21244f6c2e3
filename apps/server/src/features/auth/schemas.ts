import { z } from "zod";

// the bodies of Better Auth endpoints that have no form of their own; the account forms' schemas are in @disha/shared

export const RevokeSessionSchema = z.strictObject({ token: z.string().min(1).max(200) });
