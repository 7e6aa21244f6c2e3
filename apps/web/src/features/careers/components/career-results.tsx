import type { CareerSummary, Page } from "@disha/content/knowledge/api";
import type { UseQueryResult } from "@tanstack/react-query";
import { Link } from "react-router";
import { paths } from "../../../config/paths.ts";
import { localized } from "../../../lib/i18n/content.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { CAREERS_PAGE_SIZE } from "../api/careers-api.ts";
import { familyName, streamNames } from "../labels.ts";

export const MAX_COMPARED = 3;

/** What the student ticked to compare: the id, and the name the tray shows. */
export interface Chosen {
  id: string;
  name: string;
}

const pagerLink =
  "inline-flex items-center rounded-lg border border-slate-300 bg-white px-4 py-2 font-medium text-brand-800 hover:bg-brand-50";

/** The count, the results with a Compare checkbox each, and the pager. */
export function CareerResults({
  results,
  page,
  pageSearch,
  chosen,
  onToggle,
}: {
  results: UseQueryResult<Page<CareerSummary>>;
  page: number;
  pageSearch: (page: number) => string;
  chosen: readonly Chosen[];
  onToggle: (career: Chosen, on: boolean) => void;
}) {
  const { data } = results;
  const pages = data ? Math.max(1, Math.ceil(data.total / CAREERS_PAGE_SIZE)) : 1;
  const full = chosen.length >= MAX_COMPARED;

  return (
    <section aria-labelledby="career-results" aria-busy={results.isFetching} className="min-w-0">
      <h2 id="career-results" className="sr-only">
        {t("careers.results.heading")}
      </h2>
      {/* one line, there from the start, so nothing below it moves when the count arrives */}
      <p role="status" className="h-7 font-semibold text-slate-900">
        {data
          ? t("careers.results.count", { count: data.total })
          : results.isPending
            ? t("careers.results.loading")
            : ""}
      </p>

      {results.isError && !data ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
          {results.error.message || t("careers.results.failed")}
        </p>
      ) : null}

      {data ? (
        data.items.length === 0 ? (
          <p className="mt-4 text-slate-700">{t("careers.results.none")}</p>
        ) : (
          <ul className={`mt-3 space-y-3 ${results.isPlaceholderData ? "opacity-60" : ""}`}>
            {data.items.map((career) => {
              const name = localized(career.name);
              const isChosen = chosen.some((one) => one.id === career.id);
              return (
                <li key={career.id}>
                  <article className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
                    <div className="min-w-0 flex-1">
                      <h3 className="text-lg font-semibold">
                        <Link
                          to={paths.career.href(career.slug)}
                          data-content
                          className="inline-block py-1 text-brand-800 underline underline-offset-4 hover:text-brand-900"
                        >
                          {name}
                        </Link>
                      </h3>
                      <p className="mt-1 text-sm text-slate-600">
                        {familyName(career.family)} · {streamNames(career.streams)} ·{" "}
                        <span data-content>{career.riasec}</span>
                      </p>
                      <p data-content className="mt-2 line-clamp-3 text-slate-700">
                        {localized(career.summary)}
                      </p>
                    </div>
                    <label className="flex h-fit shrink-0 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60">
                      <input
                        type="checkbox"
                        checked={isChosen}
                        disabled={!isChosen && full}
                        onChange={(event) => onToggle({ id: career.id, name }, event.target.checked)}
                        aria-label={t("careers.results.compareCareer", { name })}
                        className="h-4 w-4 accent-brand-700"
                      />
                      <span aria-hidden="true">{t("careers.results.compare")}</span>
                    </label>
                  </article>
                </li>
              );
            })}
          </ul>
        )
      ) : results.isPending ? (
        // the space the first results will take, so the page does not jump when they arrive
        <ul aria-hidden="true" className="mt-3 space-y-3">
          {Array.from({ length: 5 }, (_, index) => (
            <li key={index} className="h-36 animate-pulse rounded-2xl border border-slate-200 bg-slate-100" />
          ))}
        </ul>
      ) : null}

      {data && pages > 1 ? (
        <nav aria-label={t("careers.results.pages")} className="mt-6 flex flex-wrap items-center justify-between gap-3">
          {page > 1 ? (
            <Link to={pageSearch(page - 1)} className={pagerLink}>
              <span aria-hidden="true">←&nbsp;</span>
              {t("careers.results.previous")}
            </Link>
          ) : (
            <span />
          )}
          <p className="text-slate-700">{t("careers.results.page", { page, pages })}</p>
          {page < pages ? (
            <Link to={pageSearch(page + 1)} className={pagerLink}>
              {t("careers.results.next")}
              <span aria-hidden="true">&nbsp;→</span>
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}
