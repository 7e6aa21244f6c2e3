import { type ReactNode, useId } from "react";
import { languageOf } from "../../../lib/i18n/content.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import "../../../lib/i18n/ui.ts";
import { formatIndiaDateTime } from "../../../lib/i18n/dates.ts";

export interface BookingEntry {
  key: string;
  kind: "mentor" | "workshop";
  title: string;
  detail: string;
  imageUrl: string | null;
  startsAt: string;
  durationMinutes: number;
}

/** One mentor session or workshop: what, when (India time), and its actions. */
export function BookingItem({
  entry,
  actions,
  extra,
}: {
  entry: BookingEntry;
  actions?: ReactNode;
  /** what else the student should read: a cancellation's reason, the mentor's notes */
  extra?: ReactNode;
}) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-center"
    >
      {entry.imageUrl ? (
        <img src={entry.imageUrl} alt="" width={56} height={56} className="size-14 shrink-0 rounded-full" />
      ) : null}
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
          {t(`bookings.kind.${entry.kind}`)}
        </p>
        <h3
          id={titleId}
          data-content={entry.kind === "workshop" ? "" : undefined}
          lang={entry.kind === "workshop" ? languageOf(entry.title) : undefined}
          className="text-lg font-semibold text-slate-900"
        >
          {entry.title}
        </h3>
        <p className="text-slate-700">{entry.detail}</p>
        <p className="mt-1 font-medium text-slate-900">
          <time dateTime={entry.startsAt}>{formatIndiaDateTime(entry.startsAt)}</time> ·{" "}
          {t("ui.minutes", { count: entry.durationMinutes })}
        </p>
        {extra}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </article>
  );
}
