import "../i18n.ts";
import type { CareerDetail } from "@disha/content/knowledge/api";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { paths } from "../../../config/paths.ts";
import { localized } from "../../../lib/i18n/content.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { useCareers } from "../api/careers-api.ts";
import { MAX_COMPARED } from "../components/career-results.tsx";
import { SalaryText } from "../components/salary-text.tsx";
import { familyName, riasecNames, streamNames } from "../labels.ts";

const linkStyles = "font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900";

/** `?ids=nurse,doctor`: the distinct ids, at most three. */
function idsOf(value: string | null): string[] {
  const ids = (value ?? "")
    .split(",")
    .map((id) => id.trim())
    .filter(Boolean);
  return [...new Set(ids)].slice(0, MAX_COMPARED);
}

export default function CompareCareersPage() {
  usePageMeta(t("careers.compare.title"), t("careers.compare.description"));
  const [params] = useSearchParams();
  const ids = idsOf(params.get("ids"));
  const careers = useCareers(ids.length >= 2 ? ids : []);
  const loaded = careers.flatMap((career) => (career.data ? [career.data] : []));

  let body: ReactNode;
  if (ids.length < 2) {
    body = <p className="mt-6 text-slate-700">{t("careers.compare.tooFew")}</p>;
  } else if (careers.some((career) => career.isError)) {
    body = (
      <p role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
        {careers.find((career) => career.error)?.error?.message || t("careers.compare.failed")}
      </p>
    );
  } else if (loaded.length < ids.length) {
    body = (
      <p role="status" className="mt-6 min-h-[60vh] text-slate-700">
        {t("careers.compare.loading")}
      </p>
    );
  } else {
    body = <CompareTable careers={loaded} />;
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <Link to={paths.careers.href()} className={linkStyles}>
        <span aria-hidden="true">← </span>
        {t("careers.compare.backToLibrary")}
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t("careers.compare.title")}</h1>
      {body}
      {ids.length < 2 ? (
        <Link to={paths.careers.href()} className={`${buttonStyles.primary} mt-6`}>
          {t("careers.compare.backToLibrary")}
        </Link>
      ) : null}
    </div>
  );
}

const rows: readonly { key: string; label: () => string; cell: (career: CareerDetail) => ReactNode }[] = [
  { key: "family", label: () => t("careers.compare.rows.family"), cell: (career) => familyName(career.family) },
  { key: "streams", label: () => t("careers.compare.rows.streams"), cell: (career) => streamNames(career.streams) },
  {
    key: "riasec",
    label: () => t("careers.compare.rows.riasec"),
    cell: (career) => (
      <>
        <span data-content className="font-semibold">
          {career.riasec}
        </span>{" "}
        ({riasecNames(career.riasec)})
      </>
    ),
  },
  {
    key: "summary",
    label: () => t("careers.compare.rows.summary"),
    cell: (career) => <span data-content>{localized(career.summary)}</span>,
  },
  {
    key: "subjects",
    label: () => t("careers.compare.rows.subjects"),
    cell: (career) => career.subjects.map((subject) => t(`careers.subjects.${subject}`)).join(", "),
  },
  {
    key: "exams",
    label: () => t("careers.compare.rows.exams"),
    cell: (career) =>
      career.exams.length === 0 ? (
        t("careers.compare.noExam")
      ) : (
        <ul className="space-y-1">
          {career.exams.map((exam) => (
            <li key={exam.id}>
              <Link to={paths.exam.href(exam.id)} data-content className={linkStyles}>
                {localized(exam.name)}
              </Link>
            </li>
          ))}
        </ul>
      ),
  },
  {
    key: "degrees",
    label: () => t("careers.compare.rows.degrees"),
    cell: (career) => <span data-content>{career.degrees.map((degree) => localized(degree.name)).join(", ")}</span>,
  },
  { key: "salary", label: () => t("careers.compare.rows.salary"), cell: (career) => <SalaryText career={career} /> },
  {
    key: "pathway",
    label: () => t("careers.compare.rows.pathway"),
    cell: (career) =>
      t("careers.compare.pathwaySteps", {
        count: career.pathway.length,
        steps: career.pathway.map((step) => t(`careers.stages.${step.stage}`)).join(" → "),
      }),
  },
];

/**
 * A real table, a career per column and an aspect per row, each cell tied to its headers. On a phone,
 * where the table would show one career at a time, each aspect is a card with the careers side by side.
 */
function CompareTable({ careers }: { careers: readonly CareerDetail[] }) {
  const names = careers.map((career) => localized(career.name));
  return (
    <>
      <ul className="mt-6 space-y-4 md:hidden" aria-label={t("careers.compare.caption", { names: names.join(", ") })}>
        {rows.map((row) => (
          <li key={row.key}>
            <section
              aria-labelledby={`compare-${row.key}`}
              className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <h2 id={`compare-${row.key}`} className="text-sm font-semibold text-slate-900">
                {row.label()}
              </h2>
              <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-3">
                {careers.map((career, index) => (
                  <div key={career.id} className="min-w-0">
                    <dt data-content className="text-sm font-semibold text-brand-800">
                      {names[index]}
                    </dt>
                    <dd className="break-words text-slate-700">{row.cell(career)}</dd>
                  </div>
                ))}
              </dl>
            </section>
          </li>
        ))}
      </ul>
      <div
        role="region"
        aria-labelledby="compare-caption"
        tabIndex={0}
        className="relative mt-6 hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm md:block"
      >
        <table className="w-full min-w-[44rem] border-collapse text-left align-top">
          <caption id="compare-caption" className="sr-only">
            {t("careers.compare.caption", { names: names.join(", ") })}
          </caption>
          <thead>
            <tr className="border-b border-slate-200 bg-brand-50">
              <th scope="col" className="sticky left-0 w-28 bg-brand-50 sm:w-40 px-4 py-3 text-sm text-slate-700">
                {t("careers.compare.aspect")}
              </th>
              {careers.map((career, index) => (
                <th key={career.id} scope="col" className="px-4 py-3 text-lg">
                  <Link to={paths.career.href(career.slug)} data-content className={linkStyles}>
                    {names[index]}
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-slate-200 last:border-b-0">
                <th
                  scope="row"
                  className="sticky left-0 bg-white px-4 py-3 align-top text-sm font-semibold text-slate-900"
                >
                  {row.label()}
                </th>
                {careers.map((career) => (
                  <td key={career.id} className="px-4 py-3 align-top text-slate-700">
                    {row.cell(career)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
