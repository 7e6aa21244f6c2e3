import "../i18n.ts";
import { careerFamilies } from "@disha/content/knowledge/options";
import { RECOMMENDATIONS_MAX_LIMIT, type RecommendationInput, STREAMS } from "@disha/shared/plan";
import { Fragment, useState } from "react";
import { Link } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { fieldInputStyles } from "../../../components/ui/field-styles.ts";
import { QueryStatus } from "../../../components/ui/query-status.tsx";
import { paths } from "../../../config/paths.ts";
import { type MessageKey, t } from "../../../lib/i18n/i18n.ts";
import { isRiasecType } from "../words.ts";
import { oneOf, useUrlFilters } from "../../../lib/use-url-filters.ts";
import { useRecommendations } from "../api/plan-api.ts";
import { RecommendationList } from "../components/recommendation-list.tsx";

const filterNames = ["stream", "family", "vocational"] as const;
const PAGE = 20;
const labelStyles = "mb-1 block text-sm font-medium text-slate-800";

const inputLinks: Record<RecommendationInput, { href: string; words: MessageKey }> = {
  interests: { href: paths.interestProfiler.href(), words: "plan.recommendations.takeProfiler" },
  profile: { href: paths.dashboard.profile.href(), words: "plan.recommendations.completeProfile" },
  quiz: { href: paths.quiz.href(), words: "plan.recommendations.takeQuiz" },
};

/** Asks only for what she has not told Disha yet. */
function TellUsMore({ toDo }: { toDo: readonly RecommendationInput[] }) {
  if (toDo.length === 0) return null;
  return (
    <p className="mt-2 text-slate-700">
      {t("plan.recommendations.tellUsMore")}{" "}
      {toDo.map((input, index) => (
        <Fragment key={input}>
          {index > 0 ? t("plan.recommendations.separator") : null}
          <Link to={inputLinks[input].href} className="font-semibold text-brand-800 underline underline-offset-4">
            {t(inputLinks[input].words)}
          </Link>
        </Fragment>
      ))}
    </p>
  );
}

/** Her interest code where the ranking uses it, each letter in words ("S (Social): you enjoy helping..."). */
function InterestCode({ code }: { code: string | null }) {
  if (!code) return null;
  return (
    <div className="mt-3 text-slate-800">
      <p>{t("plan.recommendations.yourCode", { code })}</p>
      <ul className="mt-1 list-disc pl-5">
        {[...code].filter(isRiasecType).map((letter) => (
          <li key={letter}>
            {t("plan.recommendations.codeLetter", {
              letter,
              name: t(`plan.types.${letter}.name`),
              enjoy: t(`plan.types.${letter}.enjoy`),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function RecommendationsPage() {
  usePageMeta(t("plan.recommendations.title"), t("plan.recommendations.description"));
  const { filters, update, clear, active } = useUrlFilters(filterNames);
  const stream = oneOf(filters.stream, STREAMS);
  const family = oneOf(filters.family, careerFamilies);
  const vocational = filters.vocational === "true";
  const [limit, setLimit] = useState(PAGE);
  const recommendations = useRecommendations({ stream, family, vocational: vocational ? "true" : undefined, limit });

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("plan.recommendations.title")}</h1>
        <p className="mt-2 max-w-3xl text-slate-700">{t("plan.recommendations.intro")}</p>
        {recommendations.data ? (
          <>
            <InterestCode code={recommendations.data.interestCode} />
            <TellUsMore toDo={recommendations.data.toDo} />
          </>
        ) : null}
      </div>

      <form
        aria-label={t("plan.recommendations.filters")}
        onSubmit={(event) => event.preventDefault()}
        className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto] lg:items-end"
      >
        <div>
          <label htmlFor="recommendations-stream" className={labelStyles}>
            {t("plan.recommendations.stream")}
          </label>
          <select
            id="recommendations-stream"
            value={stream}
            onChange={(event) => {
              setLimit(PAGE);
              update({ stream: event.target.value });
            }}
            className={fieldInputStyles}
          >
            <option value="">{t("plan.recommendations.anyStream")}</option>
            {STREAMS.map((value) => (
              <option key={value} value={value}>
                {t(`plan.streams.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="recommendations-family" className={labelStyles}>
            {t("plan.recommendations.family")}
          </label>
          <select
            id="recommendations-family"
            value={family}
            onChange={(event) => {
              setLimit(PAGE);
              update({ family: event.target.value });
            }}
            className={fieldInputStyles}
          >
            <option value="">{t("plan.recommendations.anyFamily")}</option>
            {careerFamilies.map((value) => (
              <option key={value} value={value}>
                {t(`careers.families.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap items-center gap-4 sm:col-span-2 lg:col-span-1">
          {active ? (
            <button type="button" onClick={clear} className={buttonStyles.ghost}>
              {t("plan.recommendations.clear")}
            </button>
          ) : null}
        </div>
        <label className="flex items-start gap-2 text-slate-900 sm:col-span-2 lg:col-span-3">
          <input
            type="checkbox"
            checked={vocational}
            onChange={(event) => {
              setLimit(PAGE);
              update({ vocational: event.target.checked ? "true" : "" });
            }}
            className="mt-1 h-4 w-4 accent-brand-700"
          />
          {t("plan.recommendations.vocational")}
        </label>
      </form>

      <section aria-labelledby="recommendations-list" aria-busy={recommendations.isFetching}>
        <h2 id="recommendations-list" className="sr-only">
          {t("plan.recommendations.title")}
        </h2>
        <QueryStatus
          query={recommendations}
          placement="card"
          messages={{ loading: t("plan.recommendations.loading"), failed: t("plan.recommendations.failed") }}
        >
          {(found) =>
            found.items.length === 0 ? (
              <p className="text-slate-700">{t("plan.recommendations.none")}</p>
            ) : (
              <>
                <p role="status" className="text-sm text-slate-700">
                  {t("plan.recommendations.count", {
                    shown: found.items.length,
                    total: found.total,
                  })}
                </p>
                <RecommendationList items={found.items} />
                {found.items.length < found.total && limit < RECOMMENDATIONS_MAX_LIMIT ? (
                  <button
                    type="button"
                    className={`${buttonStyles.secondary} mt-4`}
                    onClick={() => setLimit((now) => Math.min(now + PAGE, RECOMMENDATIONS_MAX_LIMIT))}
                  >
                    {t("plan.recommendations.showMore")}
                  </button>
                ) : null}
              </>
            )
          }
        </QueryStatus>
      </section>
    </div>
  );
}
