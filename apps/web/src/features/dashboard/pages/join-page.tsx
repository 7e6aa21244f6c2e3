import { Link } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { paths } from "../../../config/paths.ts";

export default function JoinPage() {
  usePageMeta("Join School");
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">This Page is under Development</h1>
      <p className="mt-3 text-slate-700">Soon you will be able to join your school on Disha and follow your class together.</p>
      <Link to={paths.home.href()} className={`${buttonStyles.primary} mt-6`}>
        Back to Home
      </Link>
    </div>
  );
}
