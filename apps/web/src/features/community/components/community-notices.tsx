import "../i18n.ts";
import { Link } from "react-router";
import { paths } from "../../../config/paths.ts";
import { formatIndiaDateTime } from "../../../lib/i18n/dates.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { useCommunityNotices } from "../api/community-api.ts";

/** The dashboard's community news: answers to my questions, my posts removed and why. */
export function CommunityNotices() {
  const notices = useCommunityNotices();
  const items = notices.data ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="community-notices-heading" className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id="community-notices-heading" className="text-xl font-semibold text-slate-900">
        {t("community.notices.heading")}
      </h2>
      <ul className="mt-3 space-y-3">
        {items.map((notice) => (
          <li key={notice.id} className="text-slate-800">
            <p>{t(`community.notices.${notice.kind}`, { title: notice.title, reason: notice.reason ?? "" })}</p>
            <p className="text-sm text-slate-600">
              {formatIndiaDateTime(notice.createdAt)} ·{" "}
              <Link
                className="text-brand-800 underline underline-offset-2"
                to={paths.communityQuestion.href(notice.questionId)}
              >
                {t("community.notices.open")}
              </Link>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
