import "../i18n.ts";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { QueryStatus } from "../../../components/ui/query-status.tsx";
import { paths } from "../../../config/paths.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { useWorkshops } from "../api/workshops-api.ts";
import { WorkshopCard } from "../components/workshop-card.tsx";

export default function WorkshopsPage() {
  usePageMeta(t("workshops.title"), t("workshops.description"));
  const workshops = useWorkshops();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t("workshops.title")}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{t("workshops.intro")}</p>
      <QueryStatus query={workshops} what="workshops">
        {(workshopList) =>
          workshopList.length === 0 ? (
            <EmptyState
              actions={[
                { to: paths.mentors.href(), label: t("workshops.emptyMentors") },
                { to: paths.careers.href(), label: t("workshops.emptyCareers") },
              ]}
            >
              {t("workshops.empty")}
            </EmptyState>
          ) : (
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {workshopList.map((workshop) => (
                <li key={workshop.id}>
                  <WorkshopCard workshop={workshop} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryStatus>
    </div>
  );
}
