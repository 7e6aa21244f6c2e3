import "../i18n.ts";
import { examLevels, examStages, indianStates, streamsOfStudy } from "@disha/content/knowledge/options";
import type { StoredProfile } from "@disha/shared";
import { useCallback, useMemo, useState } from "react";
import { Link } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { QueryStatus } from "../../../components/ui/query-status.tsx";
import { paths } from "../../../config/paths.ts";
import { localized } from "../../../lib/i18n/content.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { useSession } from "../../../lib/auth/use-session.ts";
import { oneOf, useStartingFilters, useUrlFilters } from "../../../lib/use-url-filters.ts";
import { OnStoredProfile } from "../../profile/index.ts";
import { useExamCalendar } from "../api/exams-api.ts";
import { CalendarFilters } from "../components/calendar-filters.tsx";
import { MonthSection, monthName } from "../components/month-section.tsx";
import { calendarDefaults } from "../calendar-defaults.ts";
import { examCalendar, monthsFrom } from "../exam-months.ts";

const FILTERS = ["stream", "after", "level", "state"] as const;

export default function ExamCalendarPage() {
  usePageMeta(t("exams.calendar.title"), t("exams.calendar.description"));
  const { filters: raw, update, clear, active } = useUrlFilters(FILTERS);
  const filters = {
    stream: oneOf(raw.stream, streamsOfStudy),
    after: oneOf(raw.after, examStages),
    level: oneOf(raw.level, examLevels),
    state: oneOf(raw.state, indianStates),
  };
  const exams = useExamCalendar(filters);
  // the months from this one: in November the calendar opens at November, not at January's past applications
  const [now] = useState(() => new Date());
  const months = useMemo(() => monthsFrom(now), [now]);
  const calendar = useMemo(() => (exams.data ? examCalendar(exams.data, now) : null), [exams.data, now]);
  // months with nothing for these filters are folded into one line, not shown as empty cards
  const shownMonths = calendar ? calendar.months.filter(({ entries }) => entries.length > 0) : [];
  const foldedMonths = calendar ? calendar.months.filter(({ entries }) => entries.length === 0) : [];
  const { user } = useSession();
  const startFrom = useStartingFilters(active, update);
  const startFromProfile = useCallback((profile: StoredProfile) => startFrom(calendarDefaults(profile)), [startFrom]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t("exams.calendar.title")}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t("exams.calendar.intro")}</p>
      <p className="mt-4 max-w-3xl rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-slate-900">
        {t("exams.calendar.note")}
      </p>

      {user ? <OnStoredProfile userId={user.id} onProfile={startFromProfile} /> : null}
      <CalendarFilters filters={filters} onChange={update} onClear={active ? clear : null} />

      {/* its line is there from the start, so the months below do not move when the count arrives */}
      <p role="status" className="mt-4 min-h-6 font-medium text-slate-800">
        {exams.data ? t("exams.calendar.count", { count: exams.data.length }) : ""}
      </p>

      <nav aria-label={t("exams.calendar.months")} className="mt-3">
        <ul className="flex flex-wrap gap-2">
          {(calendar ? shownMonths.map(({ month }) => month) : months).map((month) => (
            <li key={month}>
              <a
                href={`#month-${month}`}
                className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-800 hover:border-brand-600"
              >
                {monthName(month)}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {/* at least a screen tall while loading: nothing below it is in view to be pushed down */}
      <div className="mt-6 min-h-screen" aria-busy={exams.isFetching}>
        <QueryStatus
          query={exams}
          placement="card"
          messages={{ loading: t("exams.calendar.loading"), failed: t("exams.calendar.failed") }}
        >
          {() =>
            calendar === null ? null : (
              <>
                <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3 lg:items-start">
                  {shownMonths.map(({ month, entries }) => (
                    <li key={month}>
                      <MonthSection month={month} entries={entries} />
                    </li>
                  ))}
                </ol>
                {foldedMonths.length > 0 ? (
                  <p className="mt-6 text-slate-700">
                    {t("exams.calendar.foldedMonths", {
                      months: foldedMonths.map(({ month }) => monthName(month)).join(t("exams.calendar.listSeparator")),
                    })}
                  </p>
                ) : null}
                {calendar.unscheduled.length > 0 ? (
                  <section
                    aria-labelledby="no-usual-month"
                    className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
                  >
                    <h2 id="no-usual-month" className="text-xl font-bold text-slate-900">
                      {t("exams.calendar.noUsualMonth")}
                    </h2>
                    <p className="mt-1 text-sm text-slate-700">{t("exams.calendar.noUsualMonthText")}</p>
                    <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
                      {calendar.unscheduled.map((exam) => (
                        <li key={exam.id}>
                          <Link
                            to={paths.exam.href(exam.id)}
                            data-content
                            className="font-semibold text-brand-800 underline-offset-2 hover:underline"
                          >
                            {localized(exam.name)}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </section>
                ) : null}
              </>
            )
          }
        </QueryStatus>
      </div>
    </div>
  );
}
