import { usePageMeta } from "../../../components/layout/page-meta.tsx";

// placeholder until its issue lands
export default function WorkshopsPage() {
  usePageMeta("Upcoming Workshops");
  return <h1 className="p-8 text-2xl font-bold">Upcoming Workshops</h1>;
}
