import { careerById, degreeById, examById } from "@disha/content/lookups";
import type { Career } from "@disha/content/schemas";
import { Link } from "react-router";
import { paths } from "../../../config/paths.ts";
import { t } from "../../../lib/i18n/i18n.ts";

function names<T extends { name: string }>(ids: readonly string[], find: (id: string) => T | undefined): string[] {
  return ids.flatMap((id) => {
    const found = find(id);
    return found ? [found.name] : [];
  });
}

/**
 * One card per career: what the work is, the exams and degrees that lead to it, and a link to its page.
 * The page loads it after the roadmap itself (it brings the careers, exams and degrees with it).
 */
export default function RoadmapCareers({ careerIds }: { careerIds: readonly string[] }) {
  const careers = careerIds.map(careerById).filter((career): career is Career => career !== undefined);
  return (
    <ul className="mt-6 grid gap-4 md:grid-cols-2">
      {careers.map((career) => {
        const exams = names(career.exams, examById);
        const degrees = names(career.degrees, (id) => {
          const degree = degreeById(id);
          return degree ? { name: t("library.roadmap.degree", { name: degree.name, years: degree.years }) } : undefined;
        });
        return (
          <li key={career.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h3 className="text-lg font-semibold text-slate-900">
              {/* the roadmaps' careers are records of the knowledge base by the same id */}
              <Link
                to={paths.career.href(career.id)}
                data-content
                className="text-brand-800 underline underline-offset-4 hover:text-brand-900"
              >
                {career.name}
              </Link>
            </h3>
            <p data-content className="mt-1 text-slate-700">
              {career.summary}
            </p>
            <dl className="mt-3 space-y-1 text-sm text-slate-700">
              {exams.length > 0 ? (
                <div>
                  <dt className="inline font-semibold text-slate-900">{t("library.roadmap.entranceExams")}</dt>
                  <dd data-content className="inline">
                    {exams.join(", ")}
                  </dd>
                </div>
              ) : null}
              <div>
                <dt className="inline font-semibold text-slate-900">{t("library.roadmap.degrees")}</dt>
                <dd data-content className="inline">
                  {degrees.join(", ")}
                </dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
