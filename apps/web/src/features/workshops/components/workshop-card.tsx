import type { WorkshopSummary } from "@disha/shared";
import { languageOf } from "../../../lib/i18n/content.ts";
import { Link } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { paths } from "../../../config/paths.ts";
import { formatIndiaDateTime } from "../../../lib/i18n/dates.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import "../../../lib/i18n/ui.ts";

export function seatsText(workshop: WorkshopSummary): string {
  if (workshop.seatsLeft === 0) return t("workshops.full");
  return t("workshops.seatsLeft", { count: workshop.seatsLeft });
}

/** When a workshop starts and how long it lasts: 'Mon, 16 Jun 2025 at 1:30 PM IST · 60 min'. */
export function WorkshopTime({ workshop }: { workshop: WorkshopSummary }) {
  return (
    <>
      <time dateTime={workshop.startsAt}>{formatIndiaDateTime(workshop.startsAt)}</time> ·{" "}
      {t("ui.minutes", { count: workshop.durationMinutes })}
    </>
  );
}

/** A workshop card: its picture, what it covers, when, and a way to join while seats are left. */
export function WorkshopCard({ workshop }: { workshop: WorkshopSummary }) {
  const headingId = `workshop-${workshop.slug}`;
  const aboutId = `workshop-${workshop.slug}-about`;
  const open = !workshop.hasStarted && workshop.seatsLeft > 0;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm hover:shadow-md"
    >
      <div className="aspect-video bg-brand-900">
        <img
          src={workshop.profileUrl}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          className="size-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p data-content lang={languageOf(workshop.topic)} className="text-sm font-medium text-brand-800">
          {workshop.topic}
        </p>
        <h2
          id={headingId}
          data-content
          lang={languageOf(workshop.title)}
          className="mt-1 text-lg font-semibold text-slate-900"
        >
          {workshop.title}
        </h2>
        <p className="text-slate-700">{t("workshops.with", { instructor: workshop.instructor })}</p>
        {/* shown, not revealed on hover: a finger cannot hover */}
        <p id={aboutId} data-content lang={languageOf(workshop.about)} className="mt-2 text-slate-800">
          {workshop.about}
        </p>
        <p className="mt-3 text-sm font-medium text-slate-900">
          <WorkshopTime workshop={workshop} />
        </p>
        <p className="text-sm text-slate-700">
          {workshop.hasStarted ? t("workshops.registrationClosed") : seatsText(workshop)}
        </p>
        <div className="mt-auto pt-5">
          {open ? (
            <Link
              to={paths.workshopRegistration.href(workshop.slug)}
              aria-describedby={aboutId}
              className={buttonStyles.primary}
            >
              {t("workshops.joinNow")}
              <span className="sr-only">
                : <span data-content>{workshop.title}</span>
              </span>
            </Link>
          ) : (
            <p className="font-semibold text-slate-700">
              {workshop.hasStarted ? t("workshops.hasStarted") : t("workshops.isFull")}
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
