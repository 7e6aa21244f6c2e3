import "../i18n.ts";
import { Link } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { paths } from "../../../config/paths.ts";
import { QueryStatus } from "../../../components/ui/query-status.tsx";
import { t } from "../../../lib/i18n/i18n.ts";
import { useShortlist } from "../api/plan-api.ts";
import { ShortlistCard } from "../components/shortlist-card.tsx";

export default function ShortlistPage() {
  usePageMeta(t("plan.shortlist.title"), t("plan.shortlist.description"));
  const shortlist = useShortlist();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("plan.shortlist.title")}</h1>
        <p className="mt-2 text-slate-700">{t("plan.shortlist.intro")}</p>
      </div>
      <QueryStatus
        query={shortlist}
        placement="card"
        messages={{ loading: t("plan.shortlist.loading"), failed: t("plan.shortlist.failed") }}
      >
        {(items) =>
          items.length === 0 ? (
            <div className="rounded-2xl border border-slate-200 bg-white p-6">
              <p className="text-slate-800">{t("plan.shortlist.empty")}</p>
              <Link to={paths.dashboard.recommendations.href()} className={`${buttonStyles.primary} mt-4`}>
                {t("plan.shortlist.findCareers")}
              </Link>
            </div>
          ) : (
            <div className="space-y-4">
              {items.map((item) => (
                <ShortlistCard key={item.slug} item={item} />
              ))}
            </div>
          )
        }
      </QueryStatus>
    </div>
  );
}
