import { usePageMeta } from "../../../components/layout/page-meta.tsx";

// placeholder until its issue lands
export default function QuizPage() {
  usePageMeta("Career Quiz");
  return <h1 className="p-8 text-2xl font-bold">Career Quiz</h1>;
}
