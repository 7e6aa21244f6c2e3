import { z } from "../zod.ts";
import { messageRef } from "../i18n/message-ref.ts";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../auth.ts";

/** What a stored message is about; the outbox can be filtered by it. */
export const MAIL_KINDS = [
  "booking.booked",
  "booking.rescheduled",
  "booking.cancelled",
  "booking.reminder",
  "registration.confirm",
  "registration.registered",
  "registration.rescheduled",
  "registration.cancelled",
  "registration.reminder",
  "mentor.invitation",
  "support.confirm",
  "support.reply",
  "mistake.fixed",
  "account.password-reset",
  "account.verify-email",
  "parent.invitation",
  "counsellor.invitation",
  "community.answered",
  "community.removed",
  "community.warned",
  "community.approved",
  "community.urgent",
  "safety.chat",
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** An attachment as the outbox keeps it: text attachments (the .ics files) as they are. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** What the outbox list says of an attachment: enough to see a calendar file went with the message. */
export type MailAttachmentSummary = Pick<MailAttachment, "filename" | "contentType">;

/** One row of GET /api/admin/outbox. */
export interface OutboxSummary {
  id: string;
  kind: string;
  to: string;
  subject: string;
  attachments: MailAttachmentSummary[];
  createdAt: string;
}

/**
 * GET /api/admin/outbox?limit=&before=: newest first. `before` is a cursor naming the last row seen by
 * its time and id, so messages written in the same millisecond (every pair a job writes) are all listed.
 */
export interface OutboxListResponse {
  messages: OutboxSummary[];
  /** pass as `before` for the next page; null on the last page */
  nextBefore: string | null;
}

/** The cursor after `message`: its createdAt and its id, which together order the outbox uniquely. */
export function outboxCursor(message: Pick<OutboxSummary, "createdAt" | "id">): string {
  return `${message.createdAt}~${message.id}`;
}

/** GET /api/admin/outbox/:id: the whole message with its attachments. */
export interface OutboxMessage extends OutboxSummary {
  text: string;
  attachments: MailAttachment[];
}

export const OutboxQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  before: z
    .string()
    .regex(/^[0-9T:.Z+-]{1,40}~[\w-]{1,64}$/)
    .transform((cursor) => {
      const [createdAt = "", id = ""] = cursor.split("~");
      return { createdAt, id };
    })
    .optional(),
  to: z.string().trim().toLowerCase().max(254).optional(),
  kind: z.string().max(40).optional(),
});
export type OutboxQueryInput = z.infer<typeof OutboxQuerySchema>;

/** POST /api/admin/mentor-invitations: an admin invites a mentor by e-mail. */
export const MentorInvitationSchema = z.strictObject({
  email: z
    .string({ error: "invitations.validation.emailRequired" })
    .trim()
    .min(1, "invitations.validation.emailRequired")
    .max(254, "invitations.validation.emailTooLong")
    .pipe(z.email("invitations.validation.emailInvalid"))
    .transform((email) => email.toLowerCase()),
  /** the name the invitation greets them by; they choose their own when they accept */
  name: z
    .string()
    .trim()
    .max(100, messageRef("invitations.validation.nameTooLong", { max: 100 }))
    .optional(),
});
export type MentorInvitationInput = z.infer<typeof MentorInvitationSchema>;

export type InvitationStatus = "pending" | "accepted" | "expired" | "revoked";

/** An invitation as the admin console lists it (GET /api/admin/mentor-invitations); never the token. */
export interface MentorInvitationSummary {
  id: string;
  email: string;
  name: string | null;
  status: InvitationStatus;
  createdAt: string;
  expiresAt: string;
  acceptedAt: string | null;
}

/** POST /api/admin/mentor-invitations answers 201 with this; the link went out by mail (the outbox). */
export interface MentorInvitationCreated {
  invitation: MentorInvitationSummary;
}

export interface MentorInvitationListResponse {
  invitations: MentorInvitationSummary[];
}

/** GET /api/invitations/:token: what the accept page shows. 404 for an unknown, used, revoked or expired token. */
export type InvitedRole = "mentor" | "counsellor";

export interface InvitationView {
  email: string;
  role: InvitedRole;
  /** the school a counsellor is invited to serve; null for a mentor */
  schoolName: string | null;
  name: string | null;
  expiresAt: string;
}

/** POST /api/invitations/:token: the invitee chooses a name and a password. */
export const AcceptInvitationSchema = z.strictObject({
  name: z
    .string({ error: "invitations.validation.nameRequired" })
    .trim()
    .min(1, "invitations.validation.nameRequired")
    .max(100, messageRef("invitations.validation.nameTooLong", { max: 100 })),
  password: z
    .string({ error: "invitations.validation.passwordRequired" })
    .min(MIN_PASSWORD_LENGTH, messageRef("invitations.validation.passwordTooShort", { min: MIN_PASSWORD_LENGTH }))
    .max(MAX_PASSWORD_LENGTH, messageRef("invitations.validation.passwordTooLong", { max: MAX_PASSWORD_LENGTH })),
});
export type AcceptInvitationInput = z.infer<typeof AcceptInvitationSchema>;

/** POST /api/invitations/:token answers 201 with this, and the session cookie of the new mentor or counsellor. */
export interface InvitationAccepted {
  user: { id: string; name: string; email: string };
  role: InvitedRole;
  /** the new mentor's card; null for a counsellor */
  mentorId: string | null;
}
