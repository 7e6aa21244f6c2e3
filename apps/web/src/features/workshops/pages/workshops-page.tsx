import { QueryStatus } from "../../../components/ui/query-status.tsx";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { useWorkshops } from "../api/workshops-api.ts";
import { WorkshopCard } from "../components/workshop-card.tsx";

export default function WorkshopsPage() {
  usePageMeta("Upcoming Workshops", "Live online workshops with professionals, free for students.");
  const workshops = useWorkshops();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">Upcoming Workshops</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Live online sessions with professionals. Hover over or focus a workshop to read what it covers, then join.
      </p>
      <QueryStatus query={workshops} what="workshops">
        {(workshopList) => (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {workshopList.map((workshop) => (
              <li key={workshop.id}>
                <WorkshopCard workshop={workshop} />
              </li>
            ))}
          </ul>
        )}
      </QueryStatus>
    </div>
  );
}
