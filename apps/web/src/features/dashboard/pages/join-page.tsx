import "../i18n.ts";
import { Link } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { paths } from "../../../config/paths.ts";
import { t } from "../../../lib/i18n/i18n.ts";

export default function JoinPage() {
  usePageMeta(t("dashboard.join.title"));
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t("dashboard.join.heading")}</h1>
      <p className="mt-3 text-slate-700">{t("dashboard.join.text")}</p>
      <Link to={paths.home.href()} className={`${buttonStyles.primary} mt-6`}>
        {t("dashboard.join.home")}
      </Link>
    </div>
  );
}
