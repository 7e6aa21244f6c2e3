import { z } from "../zod.ts";
import { messageRef } from "../i18n/message-ref.ts";
import { isCalendarDate } from "../booking.ts";

// What the admin console sends and reads: workshops, the support inbox, accounts and certificates.

/** Roles an admin may grant or revoke; every account is a student, which is never stored. */
export const ADMIN_GRANTABLE_ROLES = ["mentor", "counsellor", "admin", "parent", "moderator"] as const;
export type AdminGrantableRole = (typeof ADMIN_GRANTABLE_ROLES)[number];

export const WORKSHOP_STATUSES = ["draft", "scheduled", "cancelled"] as const;
export type WorkshopStatus = (typeof WORKSHOP_STATUSES)[number];

/** The cover palettes a workshop's banner may use; none picks one by the topic. */
export const WORKSHOP_COVERS = ["indigo", "teal", "red", "sky", "purple", "orange"] as const;
export type WorkshopCover = (typeof WORKSHOP_COVERS)[number];

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, messageRef("admin.validation.tooLong", { max }));

/** The admin's workshop form: create or edit, saved as a draft or scheduled. Date and time are India time. */
export const WorkshopFormSchema = z
  .object({
    title: requiredText("admin.validation.title", 120),
    instructor: requiredText("admin.validation.instructor", 100),
    topic: requiredText("admin.validation.topic", 80),
    about: requiredText("admin.validation.about", 1000),
    date: z
      .string({ error: "admin.validation.date" })
      .trim()
      .refine((value) => isCalendarDate(value), "admin.validation.date"),
    time: z
      .string({ error: "admin.validation.time" })
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "admin.validation.time"),
    durationMinutes: z.coerce
      .number({ error: "admin.validation.duration" })
      .int("admin.validation.duration")
      .min(15, "admin.validation.duration")
      .max(480, "admin.validation.duration"),
    capacity: z.coerce
      .number({ error: "admin.validation.capacity" })
      .int("admin.validation.capacity")
      .min(1, "admin.validation.capacity")
      .max(10000, "admin.validation.capacity"),
    meetingUrl: z
      .string({ error: "admin.validation.meetingUrl" })
      .trim()
      .max(500, messageRef("admin.validation.tooLong", { max: 500 }))
      .refine((value) => value === "" || /^https:\/\/[^\s]+$/.test(value), "admin.validation.meetingUrl"),
    cover: z.enum(["", ...WORKSHOP_COVERS], { error: "admin.validation.cover" }).default(""),
    status: z.enum(["draft", "scheduled"], { error: "admin.validation.status" }),
  })
  // a scheduled workshop is one students can join, so it needs a link to join by
  .refine((value) => value.status === "draft" || value.meetingUrl !== "", {
    path: ["meetingUrl"],
    message: "admin.validation.meetingUrlToSchedule",
  });
export type WorkshopFormValues = z.input<typeof WorkshopFormSchema>;
export type WorkshopFormInput = z.infer<typeof WorkshopFormSchema>;

/** A workshop as the admin console lists it: drafts and cancelled ones too, with its link and counts. */
export interface AdminWorkshop {
  id: string;
  slug: string;
  title: string;
  instructor: string;
  topic: string;
  about: string;
  /** UTC ISO instant of the start */
  startsAt: string;
  durationMinutes: number;
  capacity: number;
  meetingUrl: string;
  cover: WorkshopCover | null;
  status: WorkshopStatus;
  registered: number;
  attended: number;
  profileUrl: string;
}

/** One registration as the admin sees it, with attendance. */
export interface AdminRegistration {
  id: string;
  name: string;
  email: string;
  phoneNumber: string;
  gender: string;
  subject: string;
  createdAt: string;
  /** signed in when registering: only then can a certificate be downloaded from My Sessions */
  hasAccount: boolean;
  /** signed out, the registration waits until the address is confirmed from its mailbox */
  confirmed: boolean;
  attendedAt: string | null;
}

export const AttendanceSchema = z.object({ present: z.boolean({ error: "admin.validation.present" }) });
export type AttendanceInput = z.infer<typeof AttendanceSchema>;

export const SUPPORT_STATUSES = ["open", "answered", "closed"] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

export const SupportInboxQuerySchema = z.object({
  status: z.enum(SUPPORT_STATUSES, { error: "admin.validation.supportStatus" }).default("open"),
});

export const SupportReplySchema = z.object({ body: requiredText("admin.validation.replyBody", 5000) });
export type SupportReplyInput = z.infer<typeof SupportReplySchema>;

export const SupportStatusSchema = z.object({
  status: z.enum(SUPPORT_STATUSES, { error: "admin.validation.supportStatus" }),
});
export type SupportStatusInput = z.infer<typeof SupportStatusSchema>;

export interface SupportReply {
  id: string;
  body: string;
  authorName: string | null;
  createdAt: string;
}

export interface SupportInboxItem {
  id: string;
  name: string;
  email: string;
  phone: string;
  preferredContact: string | null;
  message: string;
  createdAt: string;
  status: SupportStatus;
  replies: SupportReply[];
  /** a reply is mailed only to a signed-in sender's account or to an address confirmed from its mailbox */
  repliesByMail: boolean;
}

export const AccountSearchSchema = z.object({
  query: z
    .string()
    .trim()
    .max(100, messageRef("admin.validation.tooLong", { max: 100 }))
    .default(""),
});

export interface AdminAccount {
  id: string;
  name: string;
  email: string;
  roles: string[];
  disabled: boolean;
  createdAt: string;
}

export const RoleChangeSchema = z.object({
  role: z.enum(ADMIN_GRANTABLE_ROLES, { error: "admin.validation.role" }),
});
export type RoleChangeInput = z.infer<typeof RoleChangeSchema>;

/** What the public verification page shows of a certificate: name, workshop and date, nothing more. */
export interface CertificateVerification {
  code: string;
  name: string;
  workshopTitle: string;
  /** the workshop's date in India time, YYYY-MM-DD */
  date: string;
}

/** A mentor card as the admin console lists it. */
export interface AdminMentor {
  id: string;
  name: string;
  stream: string;
  /** the e-mail of the account that holds the card; null for a card nobody has taken over */
  email: string | null;
  isDemo: boolean;
  active: boolean;
}
