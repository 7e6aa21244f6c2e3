import { MISTAKE_REPORT_STATUSES, type MistakeReport, type MistakeReportStatus } from "@disha/shared";
import { QueryStatus } from "../../../components/ui/query-status.tsx";
import { useState } from "react";
import { Link } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { ExternalLink } from "../../../components/ui/external-link.tsx";
import { paths } from "../../../config/paths.ts";
import { formatIndiaDateTime } from "../../../lib/i18n/dates.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { useMarkMistakeFixed, useMistakeReports } from "../api/mistake-reports-api.ts";
import { ActionError, adminMessages } from "../components/admin-query.tsx";
import { StatusChoice } from "../components/status-choice.tsx";

/** Where the reported record is read: its page, or its finder searched for its name. */
function recordHref(report: MistakeReport): string {
  switch (report.kind) {
    case "career":
      return paths.career.href(report.recordId);
    case "exam":
      return paths.exam.href(report.recordId);
    case "institution":
      return paths.colleges.href({ query: report.recordTitle });
    case "scholarship":
      return paths.scholarships.href({ query: report.recordTitle });
  }
}

/** The support inbox's reported mistakes: each tagged with its record, open until an admin marks it fixed. */
export function MistakeReports() {
  const [status, setStatus] = useState<MistakeReportStatus>("open");
  const reports = useMistakeReports(status);
  return (
    <section aria-labelledby="mistake-reports-heading" className="mt-10">
      <h3 id="mistake-reports-heading" className="text-xl font-semibold text-slate-900">
        {t("admin.mistakeReports.heading")}
      </h3>
      <p className="mt-1 max-w-3xl text-slate-700">{t("admin.mistakeReports.intro")}</p>
      <StatusChoice
        label={t("admin.mistakeReports.heading")}
        statuses={MISTAKE_REPORT_STATUSES}
        value={status}
        labelOf={(choice) => t(`admin.mistakeReports.status.${choice}`)}
        onChange={setStatus}
      />
      <QueryStatus query={reports} messages={adminMessages} placement="card">
        {(items) =>
          items.length === 0 ? (
            <p className="mt-6 text-slate-700">{t("admin.mistakeReports.empty")}</p>
          ) : (
            <ul className="mt-4 space-y-4">
              {items.map((report) => (
                <li key={report.id}>
                  <ReportedMistake report={report} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryStatus>
    </section>
  );
}

function ReportedMistake({ report }: { report: MistakeReport }) {
  const markFixed = useMarkMistakeFixed();
  const tag = t("admin.mistakeReports.record", {
    kind: t(`admin.mistakeReports.kinds.${report.kind}`),
    title: report.recordTitle,
    id: report.recordId,
  });
  return (
    <article aria-label={tag} className="rounded-xl border border-slate-200 bg-white p-4">
      <p className="font-semibold">
        <Link to={recordHref(report)} className="text-brand-800 underline underline-offset-2" translate="no">
          {tag}
        </Link>
      </p>
      <p className="text-xs text-slate-600">
        {t("admin.mistakeReports.sent", { dateTime: formatIndiaDateTime(report.createdAt) })}
        {" · "}
        {report.reporterName
          ? t("admin.mistakeReports.reporter", { name: report.reporterName })
          : t("admin.mistakeReports.anonymous")}
        {report.fixedAt
          ? ` · ${t("admin.mistakeReports.fixedAt", { dateTime: formatIndiaDateTime(report.fixedAt) })}`
          : ""}
      </p>
      <p className="mt-2 whitespace-pre-wrap text-slate-900" translate="no">
        {report.message}
      </p>
      {report.sourceUrl ? (
        <p className="mt-1 text-sm text-slate-700">
          <ExternalLink href={report.sourceUrl}>
            {t("admin.mistakeReports.source", { url: report.sourceUrl })}
          </ExternalLink>
        </p>
      ) : null}
      {report.status === "open" ? (
        <button
          type="button"
          className={`${buttonStyles.primary} mt-3`}
          disabled={markFixed.isPending}
          onClick={() => markFixed.mutate(report.id)}
        >
          {markFixed.isPending ? t("admin.mistakeReports.marking") : t("admin.mistakeReports.markFixed")}
        </button>
      ) : null}
      <ActionError error={markFixed.error} />
    </article>
  );
}
