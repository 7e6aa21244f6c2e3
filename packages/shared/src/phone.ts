import { z } from "./zod.ts";

// what people type between the digits: "+91 98765 43210", "98765-43210", "(0) 98765.43210"
const SEPARATORS = /[\s\-.()]/g;
// an Indian mobile: ten digits from 6 to 9, after +91, 91, 0091 or a trunk 0
const INDIAN_MOBILE = /^(?:(?:\+|00)?91|0)?([6-9]\d{9})$/;

/** An Indian mobile number in its one stored form, "+919876543210", or null when it is not one. */
export function normaliseIndianMobile(input: string): string | null {
  const digits = INDIAN_MOBILE.exec(input.trim().replace(SEPARATORS, ""))?.[1];
  return digits ? `+91${digits}` : null;
}

/** A mobile number as a form takes it (in any of the usual Indian forms), stored as "+919876543210". */
export function indianMobile(messages: { required: string; invalid: string }) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === "" ? messages.required : messages.invalid,
    })
    .trim()
    .min(1, messages.required)
    .transform((value, context) => {
      const mobile = normaliseIndianMobile(value);
      if (mobile) return mobile;
      // an empty value already has its "required" message
      if (value !== "") context.addIssue({ code: "custom", message: messages.invalid });
      return z.NEVER;
    });
}

/** A percentage as "78", "78%" or "87.5 %", stored without the sign ("78", "87.5"); from 0 to 100. */
export function percentage(messages: { required: string; invalid: string }) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === "" ? messages.required : messages.invalid,
    })
    .trim()
    .min(1, messages.required)
    .transform((value) => value.replace(/\s*%$/, ""))
    .refine((value) => /^\d{1,3}(\.\d{1,2})?$/.test(value) && Number(value) <= 100, messages.invalid);
}
