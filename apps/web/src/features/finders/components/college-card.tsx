import type { InstitutionRecord } from "@disha/content/knowledge/schemas";
import { Link } from "react-router";
import { ExternalLink } from "../../../components/ui/external-link.tsx";
import { paths } from "../../../config/paths.ts";
import { localized } from "../../../lib/i18n/content.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { ReportMistake } from "../../support/index.tsx";
import type { ExamName } from "../api/finders-api.ts";

/** A college in the finder's results: where it is, what kind, what it teaches and the exams it admits through. */
export function CollegeCard({
  college,
  examNames,
}: {
  college: InstitutionRecord;
  examNames: ReadonlyMap<string, ExamName>;
}) {
  const headingId = `college-${college.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} data-content className="text-lg font-semibold text-slate-900">
          {college.name}
          {college.shortName ? ` (${college.shortName})` : null}
        </h3>
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-800">
          {t(`finders.institutionTypes.${college.type}`)}
        </span>
      </div>
      <p className="mt-1 text-slate-700">
        {t("finders.colleges.place", { city: college.city, state: t(`finders.states.${college.state}`) })}
      </p>
      <dl className="mt-3 space-y-2 text-sm">
        <div>
          <dt className="inline font-semibold text-slate-900">{t("finders.colleges.fields")}: </dt>
          <dd className="inline text-slate-800">
            {college.fields.map((field) => t(`finders.fields.${field}`)).join(", ")}
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold text-slate-900">{t("finders.colleges.exams")}: </dt>
          <dd className="inline text-slate-800">
            {college.exams.length === 0 ? (
              t("finders.colleges.directAdmission")
            ) : (
              <ul className="inline">
                {college.exams.map((id, index) => {
                  const exam = examNames.get(id);
                  return (
                    <li key={id} className="inline">
                      {index > 0 ? ", " : null}
                      <Link
                        to={paths.exam.href(id)}
                        data-content
                        className="font-medium text-brand-800 underline underline-offset-2"
                      >
                        {exam ? localized(exam.name) : id}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            )}
          </dd>
        </div>
      </dl>
      <p className="mt-3">
        <ExternalLink href={college.officialSite}>
          {t("finders.officialSite")}
          <span className="sr-only">
            : <span data-content>{college.name}</span>
          </span>
        </ExternalLink>
      </p>
      <ReportMistake className="mt-2" records={[{ kind: "institution", id: college.id, title: college.name }]} />
    </article>
  );
}
