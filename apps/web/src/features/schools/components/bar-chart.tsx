import { useId } from "react";
import { t } from "../../../lib/i18n/i18n.ts";

export interface Bar {
  key: string;
  label: string;
  value: number;
  /** more words for the table (an exam's months) */
  detail?: string;
}

/**
 * A bar chart drawn for the eye, and its table for everyone: the bars are hidden from screen readers,
 * the table beside them holds the same figures in words.
 */
export function BarChart({ title, column, bars }: { title: string; column: string; bars: readonly Bar[] }) {
  const id = useId();
  const most = Math.max(1, ...bars.map((bar) => bar.value));
  const detailed = bars.some((bar) => bar.detail);
  return (
    <figure aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4">
      <figcaption id={id} className="font-semibold text-slate-900">
        {title}
      </figcaption>
      {bars.length === 0 ? (
        <p className="mt-2 text-slate-700">{t("schools.classPage.noData")}</p>
      ) : (
        <>
          <div aria-hidden="true" className="mt-3 space-y-1">
            {bars.map((bar) => (
              <div key={bar.key} className="flex items-center gap-2 text-sm">
                <span className="w-32 shrink-0 truncate text-slate-800">{bar.label}</span>
                {/* a native bar, so the page needs no inline style (the Content-Security-Policy allows none) */}
                <progress
                  value={bar.value}
                  max={most}
                  className="h-4 flex-1 appearance-none overflow-hidden rounded bg-slate-100 [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-slate-100 [&::-webkit-progress-value]:bg-brand-700"
                />
                <span className="text-slate-800">{bar.value}</span>
              </div>
            ))}
          </div>
          <table className="mt-3 w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-1 pr-2">
                  {column}
                </th>
                {detailed ? (
                  <th scope="col" className="py-1 pr-2">
                    {t("schools.classPage.months")}
                  </th>
                ) : null}
                <th scope="col" className="py-1">
                  {t("schools.classPage.studentsColumn")}
                </th>
              </tr>
            </thead>
            <tbody>
              {bars.map((bar) => (
                <tr key={bar.key} className="border-b border-slate-100">
                  <th scope="row" className="py-1 pr-2 font-normal">
                    {bar.label}
                  </th>
                  {detailed ? <td className="py-1 pr-2">{bar.detail}</td> : null}
                  <td className="py-1">{bar.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
}
