import { usePageMeta } from "../../../components/layout/page-meta.tsx";

// placeholder until its issue lands
export default function HelpPage() {
  usePageMeta("Help & Support");
  return <h1 className="p-8 text-2xl font-bold">Help & Support</h1>;
}
