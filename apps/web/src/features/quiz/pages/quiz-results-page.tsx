import { usePageMeta } from "../../../components/layout/page-meta.tsx";

// placeholder until its issue lands
export default function QuizResultsPage() {
  usePageMeta("Quiz result");
  return <h1 className="p-8 text-2xl font-bold">Quiz result</h1>;
}
