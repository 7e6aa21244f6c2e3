import { usePageMeta } from "../../../components/layout/page-meta.tsx";

// placeholder until its issue lands
export default function RegistrationPage() {
  usePageMeta("Register Here");
  return <h1 className="p-8 text-2xl font-bold">Register Here</h1>;
}
