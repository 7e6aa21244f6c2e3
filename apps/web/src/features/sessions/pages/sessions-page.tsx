import { usePageMeta } from "../../../components/layout/page-meta.tsx";

// placeholder until its issue lands
export default function SessionsPage() {
  usePageMeta("My Sessions");
  return <h1 className="p-8 text-2xl font-bold">My Sessions</h1>;
}
