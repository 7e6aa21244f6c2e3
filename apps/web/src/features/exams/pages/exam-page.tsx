import "../i18n.ts";
import type { ExamDetail } from "@disha/content/knowledge/api";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { ExternalLink } from "../../../components/ui/external-link.tsx";
import { QueryStatus } from "../../../components/ui/query-status.tsx";
import { paths } from "../../../config/paths.ts";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { localized } from "../../../lib/i18n/content.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { ReportMistake } from "../../support/index.tsx";
import { useExam } from "../api/exams-api.ts";
import { monthName } from "../components/month-section.tsx";

// enough to show where the exam leads; the college finder lists them all
const INSTITUTIONS_SHOWN = 12;

export default function ExamPage() {
  const { id = "" } = useParams();
  const exam = useExam(id);
  const data = exam.data;
  usePageMeta(
    data ? localized(data.name) : t("exams.calendar.title"),
    data
      ? t("exams.detail.description", {
          name: localized(data.name),
          fullName: localized(data.fullName),
          body: data.conductingBody,
        })
      : t("exams.calendar.description"),
  );

  return (
    // at least a screen tall while loading, so the footer is never in view to be pushed down
    <div className="mx-auto min-h-screen max-w-4xl px-4 py-10 sm:px-6">
      <p>
        <Link to={paths.exams.href()} className="font-medium text-brand-800 underline">
          {t("exams.detail.backToCalendar")}
        </Link>
      </p>
      {/* an exam that could not be shown still leaves the page a heading: the title it has then */}
      {exam.isError ? <h1 className="sr-only">{t("exams.calendar.title")}</h1> : null}
      <QueryStatus
        query={exam}
        messages={{
          loading: t("exams.detail.loading"),
          failed: (error) =>
            error instanceof ApiRequestError && error.status === 404
              ? t("exams.detail.notFound")
              : t("exams.detail.failed"),
        }}
      >
        {(found) => <ExamView exam={found} />}
      </QueryStatus>
    </div>
  );
}

const months = (list: readonly number[] | undefined) =>
  list?.length ? list.map(monthName).join(", ") : t("exams.detail.noUsualMonth");

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="border-b border-slate-100 py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="font-medium text-slate-700">{term}</dt>
      <dd className="mt-1 text-slate-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

function reviewedOn(date: string): string {
  const [year = "", month = "1", day = ""] = date.split("-");
  return t("exams.detail.date", { day: Number(day), month: monthName(Number(month)), year });
}

function ExamView({ exam }: { exam: ExamDetail }) {
  const name = localized(exam.name);
  const streams = exam.streams.map((stream) => t(`exams.streams.${stream}`)).join(", ");
  const institutionsShown = exam.institutions.slice(0, INSTITUTIONS_SHOWN);
  return (
    <article aria-labelledby="exam-name" className="mt-4">
      <h1 id="exam-name" data-content className="text-3xl font-bold text-slate-900">
        {name}
      </h1>
      <p data-content className="mt-1 text-lg text-slate-700">
        {localized(exam.fullName)}
      </p>

      <section aria-labelledby="exam-facts" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="exam-facts" className="text-xl font-bold text-slate-900">
          {t("exams.detail.facts")}
        </h2>
        <dl className="mt-2">
          <Fact term={t("exams.detail.conductingBody")}>
            <span data-content>{exam.conductingBody}</span>
          </Fact>
          <Fact term={t("exams.detail.level")}>{t(`exams.levels.${exam.level}`)}</Fact>
          <Fact term={t("exams.detail.after")}>{t(`exams.stages.${exam.after}`)}</Fact>
          <Fact term={t("exams.detail.streams")}>{streams}</Fact>
          <Fact term={t("exams.detail.frequency")}>{t(`exams.frequencies.${exam.frequency}`)}</Fact>
          <Fact term={t("exams.detail.applicationMonths")}>{months(exam.applicationMonths)}</Fact>
          <Fact term={t("exams.detail.examMonths")}>{months(exam.examMonths)}</Fact>
          <Fact term={t("exams.detail.officialSite")}>
            <ExternalLink href={exam.officialSite}>
              <span translate="no">{exam.officialSite}</span>
            </ExternalLink>
          </Fact>
        </dl>
        <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-slate-900">
          {t("exams.detail.monthsNote")}
        </p>
      </section>

      <section aria-labelledby="exam-eligibility" className="mt-8">
        <h2 id="exam-eligibility" className="text-xl font-bold text-slate-900">
          {t("exams.detail.eligibility")}
        </h2>
        <p data-content className="mt-2 text-slate-800">
          {localized(exam.eligibility)}
        </p>
      </section>

      <section aria-labelledby="exam-admits" className="mt-8">
        <h2 id="exam-admits" className="text-xl font-bold text-slate-900">
          {t("exams.detail.admitsTo")}
        </h2>
        <p data-content className="mt-2 text-slate-800">
          {localized(exam.admitsTo)}
        </p>
        {exam.degrees.length > 0 ? (
          <>
            <h3 className="mt-4 font-semibold text-slate-900">{t("exams.detail.degrees")}</h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {exam.degrees.map((degree) => (
                <li key={degree.id} data-content className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-900">
                  {localized(degree.name)}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      <section aria-labelledby="exam-institutions" className="mt-8">
        <h2 id="exam-institutions" className="text-xl font-bold text-slate-900">
          {t("exams.detail.institutions")}
        </h2>
        {exam.institutions.length === 0 ? (
          <p className="mt-2 text-slate-800">{t("exams.detail.noInstitutions")}</p>
        ) : (
          <>
            <p className="mt-2 text-slate-800">
              {t("exams.detail.institutionsCount", { count: exam.institutions.length, name })}
              {exam.institutions.length > institutionsShown.length
                ? ` ${t("exams.detail.showingSome", { shown: institutionsShown.length })}`
                : null}
            </p>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {institutionsShown.map((institution) => (
                <li key={institution.id} data-content className="rounded-lg border border-slate-200 bg-white px-3 py-2">
                  <span className="font-medium text-slate-900">{institution.name}</span>
                  <span className="block text-sm text-slate-700">{institution.city}</span>
                </li>
              ))}
            </ul>
            <p className="mt-4">
              <Link to={paths.colleges.href({ exam: exam.id })} className="font-semibold text-brand-800 underline">
                {t("exams.detail.seeAllInstitutions", { name })}
              </Link>
            </p>
          </>
        )}
      </section>

      <footer className="mt-10 border-t border-slate-200 pt-4 text-sm text-slate-700">
        <p>
          {exam.reviewed
            ? t("exams.detail.reviewed", { date: reviewedOn(exam.reviewed) })
            : t("exams.detail.notReviewed")}
        </p>
        <h2 className="mt-3 font-semibold text-slate-900">{t("exams.detail.sources")}</h2>
        <ul className="mt-1 space-y-1">
          {exam.sources.map((source) => (
            <li key={source.url}>
              <ExternalLink href={source.url}>
                <span data-content>{source.name}</span>
              </ExternalLink>
            </li>
          ))}
        </ul>
        <ReportMistake className="mt-4" records={[{ kind: "exam", id: exam.id, title: name }]} />
      </footer>
    </article>
  );
}
