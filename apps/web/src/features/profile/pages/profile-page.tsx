import { usePageMeta } from "../../../components/layout/page-meta.tsx";

// placeholder until its issue lands
export default function ProfilePage() {
  usePageMeta("Complete Your Profile");
  return <h1 className="p-8 text-2xl font-bold">Complete Your Profile</h1>;
}
