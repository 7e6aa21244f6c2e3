import type { Recommendation } from "@disha/shared/plan";
import { Link } from "react-router";
import { paths } from "../../../config/paths.ts";
import { localized } from "../../../lib/i18n/content.ts";
import { type MessageKey, t } from "../../../lib/i18n/i18n.ts";
import { reasonWords } from "../words.ts";
import { SaveCareerButton } from "./save-career-button.tsx";

/** Ranked careers, each with its reasons in plain words and a Save button. */
export function RecommendationList({ items, start = 1 }: { items: readonly Recommendation[]; start?: number }) {
  return (
    <ol className="mt-4 space-y-3">
      {items.map((item, index) => {
        const name = localized(item.name);
        return (
          <li key={item.slug} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <p className="text-sm font-medium text-slate-600">
                  {t("plan.recommendations.rank", { rank: start + index })}
                </p>
                <h3 className="text-lg font-semibold text-slate-900">
                  <Link
                    to={paths.career.href(item.slug)}
                    data-content
                    className="text-brand-800 underline-offset-4 hover:underline"
                  >
                    {name}
                  </Link>
                </h3>
                <p className="text-sm text-slate-700">{t(`careers.families.${item.family}` as MessageKey)}</p>
              </div>
              <SaveCareerButton slug={item.slug} name={name} />
            </div>
            {item.reasons.length > 0 ? (
              <ul
                aria-label={t("plan.recommendations.whyFor", { career: name })}
                className="mt-3 list-disc space-y-0.5 pl-5 text-slate-800"
              >
                {item.reasons.map((reason) => (
                  <li key={reason}>{reasonWords(reason)}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-sm text-slate-700">{t("plan.recommendations.noReasons")}</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
