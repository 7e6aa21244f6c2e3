import { usePageMeta } from "../../../components/layout/page-meta.tsx";

// placeholder until its issue lands
export default function HubPage(_props: { stream: "science" | "commerce" | "arts" }) {
  usePageMeta("Career hub");
  return <h1 className="p-8 text-2xl font-bold">Career hub</h1>;
}
