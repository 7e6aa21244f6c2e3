import type { Page } from "@disha/content/knowledge/api";
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { QueryStatus } from "../../../components/ui/query-status.tsx";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { PAGE_SIZE } from "../api/finders-api.ts";

type Finder = "colleges" | "scholarships";

/**
 * A finder's results: how many match, one page of them and links to the others. It is at least a
 * screen tall while loading, so nothing below it is in view to be pushed down when they arrive.
 */
export function FinderResults<T>({
  finder,
  query,
  page,
  pageSearch,
  onClear,
  children,
}: {
  finder: Finder;
  query: UseQueryResult<Page<T>>;
  page: number;
  pageSearch: (page: number) => string;
  onClear: () => void;
  children: (item: T) => ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(page);
  // another page of results: take the reader to its top, as a new page would
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    heading.current?.focus();
  }, [page]);

  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  return (
    <section aria-labelledby={`${finder}-results`} className="min-h-screen" aria-busy={query.isFetching}>
      <h2 id={`${finder}-results`} ref={heading} tabIndex={-1} className="sr-only">
        {t(`finders.${finder}.results`)}
      </h2>
      <p role="status" className="min-h-6 font-medium text-slate-800">
        {data ? t(`finders.${finder}.count`, { count: data.total }) : ""}
      </p>
      <QueryStatus
        query={query}
        placement="card"
        messages={{
          loading: t(`finders.${finder}.loading`),
          failed: (error) =>
            error instanceof ApiRequestError && error.status === 400 ? (
              <>
                {t("finders.badFilter")}
                <button type="button" className={`${buttonStyles.secondary} mt-3 block`} onClick={onClear}>
                  {t("finders.clear")}
                </button>
              </>
            ) : (
              t(`finders.${finder}.failed`)
            ),
        }}
      >
        {(found) =>
          found.items.length === 0 ? (
            <p className="mt-4 rounded-lg border border-slate-200 bg-white px-4 py-3 text-slate-800">
              {t(`finders.${finder}.none`)}
            </p>
          ) : (
            <>
              <p className="mt-1 text-sm text-slate-700">
                {t("finders.showing", {
                  from: (page - 1) * PAGE_SIZE + 1,
                  to: (page - 1) * PAGE_SIZE + found.items.length,
                  total: found.total,
                })}
              </p>
              <ul className="mt-4 space-y-4">{found.items.map((item) => children(item))}</ul>
              {pages > 1 ? <Pager page={page} pages={pages} pageSearch={pageSearch} /> : null}
            </>
          )
        }
      </QueryStatus>
    </section>
  );
}

function Pager({ page, pages, pageSearch }: { page: number; pages: number; pageSearch: (page: number) => string }) {
  const link = `${buttonStyles.secondary} px-4 py-2`;
  const inert = `${link} invisible`;
  return (
    <nav aria-label={t("finders.pages")} className="mt-8 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={{ search: pageSearch(page - 1) }} className={link}>
          {t("finders.previous")}
        </Link>
      ) : (
        <span className={inert} aria-hidden="true" />
      )}
      <p className="text-sm font-medium text-slate-800">{t("finders.pageOf", { page, pages })}</p>
      {page < pages ? (
        <Link to={{ search: pageSearch(page + 1) }} className={link}>
          {t("finders.next")}
        </Link>
      ) : (
        <span className={inert} aria-hidden="true" />
      )}
    </nav>
  );
}
