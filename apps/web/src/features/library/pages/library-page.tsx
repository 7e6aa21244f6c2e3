import { usePageMeta } from "../../../components/layout/page-meta.tsx";

// placeholder until its issue lands
export default function LibraryPage() {
  usePageMeta("Career Library");
  return <h1 className="p-8 text-2xl font-bold">Career Library</h1>;
}
