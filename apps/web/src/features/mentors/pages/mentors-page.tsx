import { usePageMeta } from "../../../components/layout/page-meta.tsx";

// placeholder until its issue lands
export default function MentorsPage() {
  usePageMeta("Mentor Booking");
  return <h1 className="p-8 text-2xl font-bold">Mentor Booking</h1>;
}
