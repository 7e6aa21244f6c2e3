import { z } from "./zod.ts";
import { messageRef } from "./i18n/message-ref.ts";

export const PERSON_NAME_MAX_LENGTH = 100;

// Letters of any script with their combining marks (Devanagari's matras are marks), spaces and the
// punctuation names use. No digits, line breaks, '@', ':' or '/', so a name cannot carry a link or an
// address into the mail that greets its owner.
const NAME_CHARACTERS = /^[\p{L}\p{M}][\p{L}\p{M} .,'’-]*$/u;
// "evil.com" reads as a link to a mail program; "A.P.J. Abdul Kalam" does not
const DOMAIN_LIKE = /\.\p{L}{2}/u;

/** A person's name as a form or endpoint takes it, with that form's own messages. */
export function personName(messages: { required: string; tooLong: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(PERSON_NAME_MAX_LENGTH, messageRef(messages.tooLong, { max: PERSON_NAME_MAX_LENGTH }))
    .regex(NAME_CHARACTERS, "validation.personName")
    .refine((name) => !DOMAIN_LIKE.test(name), "validation.personName");
}
