import { randomUUID } from "node:crypto";
import { knowledgeBase } from "@disha/content/knowledge/base";
import type {
  MistakeReport,
  MistakeReportInput,
  MistakeReportResponse,
  MistakeReportStatus,
  ReportedRecordKind,
} from "@disha/shared";
import { createTranslator, DEFAULT_LOCALE, t } from "@disha/shared/i18n";
import type { AppDeps } from "../../lib/context.ts";
import { nowIso } from "../../lib/db/database.ts";
import { HttpError } from "../../lib/errors.ts";
import { sendMail } from "../mail/index.ts";

export const unknownRecord = () => HttpError.notFound(t("errors.mistakeReport.unknownRecord"));
export const unknownMistakeReport = () => HttpError.notFound(t("errors.mistakeReport.unknownReport"));

interface ReportedRecord {
  title: string;
  /** where the record is read on the web app, for the reporter's mail */
  path: string;
}

const finderSearch = (finder: string, name: string) => `/${finder}?${new URLSearchParams({ query: name }).toString()}`;

/** The record a report is about, by kind and id; colleges and scholarships are read in their finders. */
function reportedRecord(kind: ReportedRecordKind, id: string): ReportedRecord | undefined {
  const kb = knowledgeBase;
  switch (kind) {
    case "career": {
      const career = kb.careerById(id);
      return career && { title: career.name.en, path: `/careers/${encodeURIComponent(id)}` };
    }
    case "exam": {
      const exam = kb.examById(id);
      return exam && { title: exam.name.en, path: `/exams/${encodeURIComponent(id)}` };
    }
    case "institution": {
      const institution = kb.institutionById(id);
      return institution && { title: institution.name, path: finderSearch("colleges", institution.name) };
    }
    case "scholarship": {
      const scholarship = kb.scholarshipById(id);
      return scholarship && { title: scholarship.name.en, path: finderSearch("scholarships", scholarship.name.en) };
    }
  }
}

/** Stores a report on a record that exists, for the support inbox. */
export async function reportMistake(
  { db }: Pick<AppDeps, "db">,
  userId: string | null,
  input: MistakeReportInput,
): Promise<MistakeReportResponse> {
  const record = reportedRecord(input.kind, input.recordId);
  if (!record) throw unknownRecord();
  const row = {
    id: randomUUID(),
    userId,
    recordKind: input.kind,
    recordId: input.recordId,
    recordTitle: record.title,
    message: input.message,
    sourceUrl: input.sourceUrl ?? null,
    createdAt: nowIso(),
    fixedAt: null,
  };
  await db.insertInto("mistakeReport").values(row).execute();
  return {
    report: {
      id: row.id,
      kind: row.recordKind,
      recordId: row.recordId,
      recordTitle: row.recordTitle,
      createdAt: row.createdAt,
    },
  };
}

function reportsQuery({ db }: Pick<AppDeps, "db">) {
  return db
    .selectFrom("mistakeReport")
    .leftJoin("user", "user.id", "mistakeReport.userId")
    .select([
      "mistakeReport.id",
      "mistakeReport.recordKind as kind",
      "mistakeReport.recordId",
      "mistakeReport.recordTitle",
      "mistakeReport.message",
      "mistakeReport.sourceUrl",
      "mistakeReport.status",
      "mistakeReport.createdAt",
      "mistakeReport.fixedAt",
      "user.name as reporterName",
    ]);
}

const asReport = (row: Omit<MistakeReport, "reporterName"> & { reporterName: string | null | undefined }) => ({
  ...row,
  reporterName: row.reporterName ?? null,
});

/** The reports in one state, newest first, as the support inbox lists them. */
export async function mistakeReportInbox(
  deps: Pick<AppDeps, "db">,
  status: MistakeReportStatus,
): Promise<MistakeReport[]> {
  const rows = await reportsQuery(deps)
    .where("mistakeReport.status", "=", status)
    .orderBy("mistakeReport.createdAt", "desc")
    .orderBy("mistakeReport.id")
    .limit(200)
    .execute();
  return rows.map(asReport);
}

/**
 * An admin has corrected the record: the report is fixed, and a signed-in reporter is told by mail.
 * Marking a fixed report again changes nothing and sends nothing.
 */
export async function markMistakeFixed(deps: AppDeps, reportId: string): Promise<MistakeReport> {
  const { db } = deps;
  const report = await db.selectFrom("mistakeReport").selectAll().where("id", "=", reportId).executeTakeFirst();
  if (!report) throw unknownMistakeReport();
  if (report.status !== "fixed") {
    const fixed = await db
      .updateTable("mistakeReport")
      .set({ status: "fixed", fixedAt: nowIso() })
      .where("id", "=", reportId)
      .where("status", "=", "open")
      .executeTakeFirst();
    // only the admin whose click fixed it sends the mail, when two click at once
    if (Number(fixed.numUpdatedRows) > 0 && report.userId) await mailReporter(deps, report);
  }
  const row = await reportsQuery(deps).where("mistakeReport.id", "=", reportId).executeTakeFirstOrThrow();
  return asReport(row);
}

async function mailReporter(
  deps: AppDeps,
  report: {
    userId: string | null;
    recordKind: ReportedRecordKind;
    recordId: string;
    recordTitle: string;
    message: string;
  },
): Promise<void> {
  if (!report.userId) return;
  const reporter = await deps.db
    .selectFrom("user")
    .select(["name", "email"])
    .where("id", "=", report.userId)
    .executeTakeFirst();
  if (!reporter) return;
  // accounts carry no language yet, so the mail is in the default locale, as every other mail
  const mail = createTranslator(DEFAULT_LOCALE);
  const path = reportedRecord(report.recordKind, report.recordId)?.path ?? "/";
  const quoted = report.message
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  await sendMail(deps, {
    kind: "mistake.fixed",
    to: { address: reporter.email, userId: report.userId },
    subject: mail.t("mail.mistakeFixed.subject", { title: report.recordTitle }),
    text: [
      mail.t("mail.greeting", { name: reporter.name }),
      mail.t("mail.mistakeFixed.body", { title: report.recordTitle, url: `${deps.env.APP_URL}${path}` }),
      mail.t("mail.mistakeFixed.youWrote"),
      quoted,
      mail.t("mail.signOff"),
    ].join("\n\n"),
  });
}
