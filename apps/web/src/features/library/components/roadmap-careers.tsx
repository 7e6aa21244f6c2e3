import { degreeById, examById } from "@disha/content/lookups";
import type { Career } from "@disha/content/schemas";
import { t } from "../../../lib/i18n/i18n.ts";

function names<T extends { name: string }>(ids: readonly string[], find: (id: string) => T | undefined): string[] {
  return ids.flatMap((id) => {
    const found = find(id);
    return found ? [found.name] : [];
  });
}

/** One card per career: what the work is, then the exams and degrees that lead to it. */
export function RoadmapCareers({ careers }: { careers: readonly Career[] }) {
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
            <h3 data-content className="text-lg font-semibold text-slate-900">
              {career.name}
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
