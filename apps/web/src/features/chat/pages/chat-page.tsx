import { usePageMeta } from "../../../components/layout/page-meta.tsx";

// placeholder until its issue lands
export default function ChatPage() {
  usePageMeta("AI Mentor");
  return <h1 className="p-8 text-2xl font-bold">AI Mentor</h1>;
}
