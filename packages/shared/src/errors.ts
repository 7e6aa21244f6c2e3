import type { z } from "./zod.ts";

// No zod here at run time: the web reads error codes on pages that parse nothing (decision 031)

/** The one error shape every failing API call answers with. */
export interface ApiError {
  error: {
    code: string;
    message: string;
    fields?: Record<string, string>;
    /** a refused community post: every problem found, by code ("contact_details", "link") */
    reasons?: string[];
  };
}

export const ErrorCode = {
  badRequest: "bad_request",
  invalidJson: "invalid_json",
  validation: "validation_failed",
  unauthenticated: "unauthenticated",
  forbidden: "forbidden",
  /** CONSENT_MODE=parent: the student's data is not stored until a linked parent consents */
  consentRequired: "consent_required",
  notFound: "not_found",
  conflict: "conflict",
  payloadTooLarge: "payload_too_large",
  rateLimited: "rate_limited",
  internal: "internal_error",
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * Turns zod issues into `{ field: first message }`, the `fields` of the error shape. A shared schema's
 * message is a catalog key: `read` gives its words (the server's English, the browser's translator),
 * so this module loads no catalog into a page that imports it.
 */
export function fieldErrors(error: z.ZodError, read: (message: string) => string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= read(issue.message);
  }
  return fields;
}
