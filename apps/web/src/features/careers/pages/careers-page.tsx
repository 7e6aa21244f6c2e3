import "../i18n.ts";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { fieldInputStyles } from "../../../components/ui/field-styles.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { useUrlFilters } from "../../../lib/use-url-filters.ts";
import { CAREERS_PAGE_SIZE, careerSearchQuery, useExamOptions } from "../api/careers-api.ts";
import { CareerFilters, type Filters, filterNames } from "../components/career-filters.tsx";
import { CareerResults, type Chosen, MAX_COMPARED } from "../components/career-results.tsx";
import { CompareTray } from "../components/compare-tray.tsx";

const TYPING_PAUSE_MS = 300;

/** The API's query string for what the address asks: its filters, the page and the page size. */
/** What the careers list asks the API for: the chosen filters, the page and its size. */
function listQuery(filters: Filters, page: number) {
  const chosen = Object.fromEntries(filterNames.filter((name) => filters[name]).map((name) => [name, filters[name]]));
  return { ...chosen, page: page > 1 ? page : undefined, pageSize: CAREERS_PAGE_SIZE };
}

export default function CareersPage() {
  usePageMeta(t("careers.title"), t("careers.description"));
  const { filters, page, update, pageSearch, clear, active } = useUrlFilters(filterNames);
  // useQuery here rather than in a shared hook: the page's chunk then loads TanStack's with it, not after it
  const results = useQuery(careerSearchQuery(listQuery(filters, page)));
  const exams = useExamOptions(results.isSuccess);
  const [chosen, setChosen] = useState<Chosen[]>([]);

  return (
    <div className={`mx-auto max-w-6xl px-4 py-10 sm:px-6 ${chosen.length > 0 ? "pb-32" : ""}`}>
      <h1 className="text-3xl font-bold text-slate-900">{t("careers.title")}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t("careers.intro")}</p>

      <SearchBox query={filters.query} />

      <div className="mt-6 grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <div>
          <CareerFilters filters={filters} exams={exams.data} onChange={update} onClear={clear} active={active} />
        </div>
        <div>
          <CareerResults
            results={results}
            page={page}
            pageSearch={pageSearch}
            chosen={chosen}
            onToggle={(career, on) =>
              setChosen((now) =>
                on
                  ? [...now.filter((one) => one.id !== career.id), career].slice(0, MAX_COMPARED)
                  : now.filter((one) => one.id !== career.id),
              )
            }
          />
        </div>
      </div>

      <CompareTray chosen={chosen} onClear={() => setChosen([])} />
    </div>
  );
}

/**
 * The search box: what is typed goes into the address (?query=) after a short pause, replacing the
 * entry while the student types, so Back leaves the search instead of undoing it letter by letter.
 */
function SearchBox({ query }: { query: string }) {
  const [, setParams] = useSearchParams();
  const [typed, setTyped] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  const timer = useRef<number | undefined>(undefined);

  // the address changed by itself (Back, a link): show what it says
  if (query !== shownQuery) {
    setShownQuery(query);
    if (query !== typed.trim()) setTyped(query);
  }

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const apply = (value: string) => {
    window.clearTimeout(timer.current);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value.trim()) next.set("query", value.trim());
        else next.delete("query");
        next.delete("page");
        return next;
      },
      // the first word typed is a new entry (Back returns to the list without it); later edits replace it
      { replace: query !== "" },
    );
  };

  return (
    <form
      role="search"
      className="mt-6 flex max-w-2xl items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        apply(typed);
      }}
    >
      <div className="flex-1">
        <label htmlFor="career-query" className="mb-1 block text-sm font-medium text-slate-800">
          {t("careers.search.label")}
        </label>
        <input
          id="career-query"
          type="search"
          value={typed}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          placeholder={t("careers.search.placeholder")}
          onChange={(event) => {
            const value = event.target.value;
            setTyped(value);
            window.clearTimeout(timer.current);
            timer.current = window.setTimeout(() => apply(value), TYPING_PAUSE_MS);
          }}
          className={fieldInputStyles}
        />
      </div>
      <button type="submit" className={buttonStyles.primary}>
        {t("careers.search.submit")}
      </button>
    </form>
  );
}
