import { EmailAddressSchema } from "./auth.ts";
import type { LocalizedText } from "./plan/types.ts";
import { z } from "./zod.ts";

/**
 * The privacy notice's version (pages /privacy): a consent names the version the parent read, and a new
 * version is a new date here and a new text in the catalogs.
 */
export const PRIVACY_NOTICE_VERSION = "2026-11-25";

/** A parent sees the child's upcoming sessions and workshops always, and the plan when the child chooses. */
export const PARENT_SHARES = ["sessions", "plan"] as const;
export type ParentShare = (typeof PARENT_SHARES)[number];

export const InviteParentSchema = z.strictObject({ email: EmailAddressSchema });
export type InviteParentInput = z.infer<typeof InviteParentSchema>;

export const ParentShareSchema = z.strictObject({
  share: z.enum(PARENT_SHARES, { error: "validation.parents.shareInvalid" }),
});
export type ParentShareInput = z.infer<typeof ParentShareSchema>;

/** The parent's consent: given for the notice version they were shown, with a box ticked. */
export const GiveConsentSchema = z.strictObject({
  noticeVersion: z.literal(PRIVACY_NOTICE_VERSION, { error: "validation.parents.noticeChanged" }),
  agree: z.literal(true, { error: "validation.parents.agreeRequired" }),
});
export type GiveConsentInput = z.infer<typeof GiveConsentSchema>;

/** A parent the student invited: pending until the invited address claims the link. */
export interface ParentLinkSummary {
  id: string;
  email: string;
  status: "pending" | "linked";
  parentName: string | null;
  share: ParentShare;
  createdAt: string;
  expiresAt: string;
}

/** Whether Disha may store the student's profile, plan and chat (CONSENT_MODE=parent). */
export interface ConsentStatus {
  /** true when this Disha asks a parent's consent and the account is a student's */
  required: boolean;
  /** the consent in force, if any */
  given: { givenAt: string; parentName: string | null; noticeVersion: string } | null;
  /** whether any of the profile, plan or chat history is stored (what deleting after a withdrawal removes) */
  storedData: boolean;
}

/** GET /api/me/parents */
export interface StudentParentsResponse {
  parents: ParentLinkSummary[];
  consent: ConsentStatus;
}

/** GET /api/parent-invitations/:token: what the invited parent is asked to accept. */
export interface ParentInvitationView {
  studentName: string;
  email: string;
  expiresAt: string;
}

/** A child as the linked parent sees them in the list. */
export interface ParentChildSummary {
  studentId: string;
  name: string;
  share: ParentShare;
  consent: ConsentStatus;
}

/** The plan as far as a child shares it with parents. */
export interface ParentPlanView {
  interestCode: string | null;
  quizCareer: string | null;
  shortlist: { slug: string; name: LocalizedText; percent: number; nextStep: LocalizedText | null }[];
}

/** GET /api/parent/children/:studentId: read only. */
export interface ParentChildView extends ParentChildSummary {
  /** null unless the child shares the plan */
  plan: ParentPlanView | null;
  sessions: { startsAt: string; durationMinutes: number; mentorName: string | null }[];
  workshops: { title: string; startsAt: string; durationMinutes: number }[];
}
