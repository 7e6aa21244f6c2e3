import { z } from "./zod.ts";
import { messageRef } from "./i18n/message-ref.ts";

// Schools, their classes and what a student shares with them (docs/decisions/021-schools-classes-and-sharing.md).

const text = (required: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, messageRef("validation.tooLong", { max }));

const email = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(254, "schools.validation.emailInvalid")
    .pipe(z.email("schools.validation.emailInvalid"))
    .transform((value) => value.toLowerCase());

/** The "Schools" request at /createAccount and POST /api/school-requests. */
export const SchoolRequestSchema = z.strictObject({
  schoolName: text("schools.validation.schoolNameRequired", 150),
  // UDISE+ school codes are 11 digits; optional, as a counsellor may not know it
  udiseCode: z
    .string()
    .trim()
    .regex(/^(\d{11})?$/, "schools.validation.udiseCode")
    .transform((value) => value || null)
    .optional()
    .transform((value) => value ?? null),
  city: text("schools.validation.cityRequired", 100),
  counsellorName: text("schools.validation.counsellorNameRequired", 100),
  counsellorEmail: email("schools.validation.emailRequired"),
});
export type SchoolRequestInput = z.input<typeof SchoolRequestSchema>;

export type SchoolRequestStatus = "open" | "approved" | "declined";

export interface SchoolRequestSummary {
  id: string;
  schoolName: string;
  udiseCode: string | null;
  city: string;
  counsellorName: string;
  counsellorEmail: string;
  status: SchoolRequestStatus;
  createdAt: string;
  decidedAt: string | null;
}

export interface SchoolRequestListResponse {
  requests: SchoolRequestSummary[];
}

/** POST /api/admin/school-requests/:id/approve: the school, and the counsellor invitation mailed. */
export interface SchoolRequestApproved {
  request: SchoolRequestSummary;
  schoolId: string;
}

/** POST /api/schools: a counsellor adds a school they serve. */
export const SchoolSchema = z.strictObject({ name: text("schools.validation.schoolNameRequired", 150) });

export const CLASS_GRADES = [8, 9, 10, 11, 12] as const;

/** POST /api/schools/:id/classes: a class by its name ("10 B"), with its grade when the form gives one. */
export const SchoolClassSchema = z.strictObject({
  name: text("schools.validation.classNameRequired", 40),
  grade: z
    .number({ error: "schools.validation.grade" })
    .int("schools.validation.grade")
    .min(8, "schools.validation.grade")
    .max(12, "schools.validation.grade")
    .nullable()
    .optional()
    .transform((value) => value ?? null),
});
export type SchoolClassInput = z.input<typeof SchoolClassSchema>;

/** What a student shares with their school besides the summary (name, class, whether a plan exists). */
export const ShareSchema = z.strictObject({
  interests: z.boolean({ error: "schools.validation.share" }),
  shortlist: z.boolean({ error: "schools.validation.share" }),
  progress: z.boolean({ error: "schools.validation.share" }),
});
export type Share = z.infer<typeof ShareSchema>;
export const SUMMARY_ONLY: Share = { interests: false, shortlist: false, progress: false };

// join codes: eight letters and digits, none that read alike (0/O, 1/I/L), typed with or without the dash
export const JOIN_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const JoinCode = z
  .string({ error: "schools.validation.code" })
  .trim()
  .toUpperCase()
  .transform((value) => value.replace(/[\s-]/g, ""))
  .pipe(z.string().regex(/^[A-Z0-9]{8}$/, "schools.validation.code"));

export function normaliseJoinCode(typed: string): string | null {
  const parsed = JoinCode.safeParse(typed);
  return parsed.success ? parsed.data : null;
}

/** Shown as "ABCD-EFGH". */
export function formatJoinCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** POST /api/me/school: join a class by its code, choosing what the school may see. */
export const JoinSchoolSchema = z.strictObject({
  // any typed code is looked up: a wrong one is a 404 ("no class has this code"), not a form error
  code: text("schools.validation.code", 40),
  share: ShareSchema.default(SUMMARY_ONLY),
});
export type JoinSchoolInput = z.input<typeof JoinSchoolSchema>;

/** PUT /api/me/school: change what the school may see. */
export const SharingSchema = z.strictObject({ share: ShareSchema });

export const NOTE_MAX_LENGTH = 1000;
/** POST /api/schools/:id/classes/:classId/students/:studentId/notes */
export const CounsellorNoteSchema = z.strictObject({ body: text("schools.validation.noteRequired", NOTE_MAX_LENGTH) });

export interface ClassSummary {
  id: string;
  name: string;
  grade: number | null;
  joinCode: string;
  students: number;
}

export interface CounsellorSchool {
  id: string;
  name: string;
  city: string | null;
  udiseCode: string | null;
  classes: ClassSummary[];
}

export interface CounsellorSchoolsResponse {
  schools: CounsellorSchool[];
}

export interface Created {
  id: string;
}
export interface ClassCreated {
  id: string;
  joinCode: string;
}
export interface JoinCodeRotated {
  joinCode: string;
}

export interface SharedCareer {
  slug: string;
  name: string;
}
export interface SharedProgress {
  pathId: string;
  name: string;
  done: number;
  total: number;
  percent: number;
}

/**
 * A student as their class's counsellor sees them: the summary always, and each other field only when
 * the student shares it (absent otherwise, not empty).
 */
export interface ClassStudent {
  id: string;
  name: string;
  className: string;
  hasPlan: boolean;
  share: Share;
  /** the interest code's letters, strongest first ("SAE"); null when shared but the profiler was not taken */
  interestCode?: string | null;
  shortlist?: SharedCareer[];
  progress?: SharedProgress[];
}

export interface ClassStudentsResponse {
  school: { id: string; name: string };
  class: { id: string; name: string; grade: number | null };
  students: ClassStudent[];
}

export interface CountedCareer {
  slug: string;
  name: string;
  students: number;
}
export interface CountedExam {
  examId: string;
  name: string;
  applicationMonths: number[];
  examMonths: number[];
  students: number;
}

/** Figures over a class (or a school), each over the students who share what it counts. */
export interface SchoolFigures {
  students: number;
  withPlan: number;
  sharing: { interests: number; shortlist: number; progress: number };
  /** how many sharing students have each letter first in their interest code, R I A S E C in that order */
  interestLeads: { letter: string; students: number }[];
  topCareers: CountedCareer[];
  /** the months counted (this month and the next two, 1 to 12) */
  examMonths: number[];
  examWindows: CountedExam[];
}

export interface CodePreview {
  school: { name: string; city: string | null };
  class: { name: string };
}

export interface StudentNote {
  id: string;
  counsellorName: string;
  body: string;
  createdAt: string;
}

/** GET /api/me/school: the student's class, what they share, and their counsellors' notes. */
export interface MySchool {
  school: { name: string; city: string | null };
  class: { name: string };
  share: Share;
  joinedAt: string;
  notes: StudentNote[];
}

/** The class a counsellor took the student out of; the student may join again with its code. */
export interface ClassRemoved {
  school: { name: string; city: string | null };
  class: { name: string };
  removedAt: string;
}

export interface MySchoolResponse {
  membership: MySchool | null;
  /** set while the student is in no class after a counsellor took them out of one */
  removed: ClassRemoved | null;
}
