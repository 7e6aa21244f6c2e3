import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { QueryStatus } from "../../../components/ui/query-status.tsx";
import { paths } from "../../../config/paths.ts";
import { localized } from "../../../lib/i18n/content.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { careersQuery } from "../../careers/index.ts";

/**
 * One card per career: what the work is, the exams and degrees that lead to it, and a link to its page.
 * The careers are the knowledge base's records by the same id, read from its API after the roadmap drew.
 * Brings its own query cache: the roadmap pages have none.
 */
export default function RoadmapCareers({ careerIds }: { careerIds: readonly string[] }) {
  return (
    <QueryClientProvider client={queryClient}>
      <CareerCards careerIds={careerIds} />
    </QueryClientProvider>
  );
}

function CareerCards({ careerIds }: { careerIds: readonly string[] }) {
  const query = useQuery(careersQuery(careerIds));
  return (
    <QueryStatus query={query} what="careers">
      {(careers) => (
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {careers.map((career) => (
            <li key={career.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <h3 className="text-lg font-semibold text-slate-900">
                <Link
                  to={paths.career.href(career.slug)}
                  data-content
                  className="text-brand-800 underline underline-offset-4 hover:text-brand-900"
                >
                  {localized(career.name)}
                </Link>
              </h3>
              <p data-content className="mt-1 text-slate-700">
                {localized(career.summary)}
              </p>
              <dl className="mt-3 space-y-1 text-sm text-slate-700">
                {career.exams.length > 0 ? (
                  <div>
                    <dt className="inline font-semibold text-slate-900">{t("library.roadmap.entranceExams")}</dt>
                    <dd data-content className="inline">
                      {career.exams.map((exam) => localized(exam.name)).join(", ")}
                    </dd>
                  </div>
                ) : null}
                <div>
                  <dt className="inline font-semibold text-slate-900">{t("library.roadmap.degrees")}</dt>
                  <dd data-content className="inline">
                    {career.degrees.map((degree) => localized(degree.name)).join(", ")}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </QueryStatus>
  );
}
