import { z } from "./zod.ts";
import { groupDigits, messageRef } from "./i18n/message-ref.ts";

/** The kinds of knowledge-base record a student can report a mistake in. */
export const REPORTED_RECORD_KINDS = ["career", "exam", "institution", "scholarship"] as const;
export type ReportedRecordKind = (typeof REPORTED_RECORD_KINDS)[number];

export const MISTAKE_REPORT_MAX_LENGTH = 1000;
export const MISTAKE_SOURCE_MAX_LENGTH = 500;

export const mistakeReportMessages = {
  kind: "validation.mistakeReport.kind",
  recordId: "validation.mistakeReport.recordId",
  message: "validation.mistakeReport.message",
  sourceUrl: "validation.mistakeReport.sourceUrl",
} as const;

/** The "Report a mistake" form under a career, exam, college or scholarship, and POST /api/mistake-reports. */
export const MistakeReportSchema = z.object({
  kind: z.enum(REPORTED_RECORD_KINDS, { error: mistakeReportMessages.kind }),
  recordId: z
    .string({ error: mistakeReportMessages.recordId })
    .trim()
    .min(1, mistakeReportMessages.recordId)
    .max(100, mistakeReportMessages.recordId),
  message: z
    .string({ error: mistakeReportMessages.message })
    .trim()
    .min(1, mistakeReportMessages.message)
    .max(MISTAKE_REPORT_MAX_LENGTH, messageRef("validation.tooLong", { max: groupDigits(MISTAKE_REPORT_MAX_LENGTH) })),
  // where the right fact is written: an http(s) address, or nothing
  sourceUrl: z
    .string({ error: mistakeReportMessages.sourceUrl })
    .trim()
    .max(MISTAKE_SOURCE_MAX_LENGTH, messageRef("validation.tooLong", { max: groupDigits(MISTAKE_SOURCE_MAX_LENGTH) }))
    .refine(
      (value) => value === "" || (URL.canParse(value) && /^https?:\/\/[^\s]+$/i.test(value)),
      mistakeReportMessages.sourceUrl,
    )
    .nullish()
    .transform((value) => value || undefined),
});
export type MistakeReportFormValues = z.input<typeof MistakeReportSchema>;
export type MistakeReportInput = z.infer<typeof MistakeReportSchema>;

export const MISTAKE_REPORT_STATUSES = ["open", "fixed"] as const;
export type MistakeReportStatus = (typeof MISTAKE_REPORT_STATUSES)[number];

export const MistakeReportInboxQuerySchema = z.object({
  status: z.enum(MISTAKE_REPORT_STATUSES, { error: "admin.validation.mistakeReportStatus" }).default("open"),
});

/** A report as the admin console's support inbox shows it: tagged with the record it is about. */
export interface MistakeReport {
  id: string;
  kind: ReportedRecordKind;
  recordId: string;
  /** the record's name when it was reported */
  recordTitle: string;
  message: string;
  sourceUrl: string | null;
  /** the signed-in reporter, told when it is fixed; none for a report sent signed out */
  reporterName: string | null;
  status: MistakeReportStatus;
  createdAt: string;
  fixedAt: string | null;
}

/** POST /api/mistake-reports answers 201 with what the student reported. */
export interface MistakeReportResponse {
  report: Pick<MistakeReport, "id" | "kind" | "recordId" | "recordTitle" | "createdAt">;
}
