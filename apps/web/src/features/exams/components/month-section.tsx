import { Link } from "react-router";
import { paths } from "../../../config/paths.ts";
import { localized } from "../../../lib/i18n/content.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import type { CalendarEntry, Month } from "../exam-months.ts";

export const monthName = (month: number) => t(`exams.months.${month as Month}`);

const badge = "rounded-full px-2 py-0.5 text-xs font-semibold";

/** One month of the calendar: the exams whose applications open or which are held in it. */
export function MonthSection({ month, entries }: { month: Month; entries: CalendarEntry[] }) {
  const headingId = `month-${month}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="scroll-mt-4 text-xl font-bold text-slate-900">
        {monthName(month)}
      </h2>
      <ul className="mt-3 divide-y divide-slate-100">
        {entries.map(({ exam, applications, held }) => (
          <li key={exam.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
            <Link
              to={paths.exam.href(exam.id)}
              data-content
              className="font-semibold text-brand-800 underline-offset-2 hover:underline"
            >
              {localized(exam.name)}
            </Link>
            <span className="flex gap-1.5">
              {applications ? (
                <span className={`${badge} bg-brand-50 text-brand-800`}>{t("exams.calendar.applications")}</span>
              ) : null}
              {held ? <span className={`${badge} bg-amber-100 text-amber-900`}>{t("exams.calendar.exam")}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
