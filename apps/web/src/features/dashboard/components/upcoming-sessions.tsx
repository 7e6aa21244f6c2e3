import type { MyBookingsResponse } from "@disha/shared";
import { languageOf } from "../../../lib/i18n/content.ts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { paths } from "../../../config/paths.ts";
import { QueryStatus } from "../../../components/ui/query-status.tsx";
import { formatIndiaDateTime } from "../../../lib/i18n/dates.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { myBookingsQuery } from "../../bookings/index.ts";

const SHOWN = 4;
const linkStyles = "font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900";

interface Upcoming {
  key: string;
  kind: "mentor" | "workshop";
  title: string;
  startsAt: string;
}

/** The next mentor sessions and workshops (the same answer as My Sessions), soonest first. */
function upcomingOf(data: MyBookingsResponse, now: number): Upcoming[] {
  const sessions = data.bookings
    .filter((booking) => booking.cancelledAt === null)
    .map((booking) => ({
      key: `booking-${booking.id}`,
      kind: "mentor" as const,
      title: t("dashboard.upcoming.mentorSession", { mentor: booking.mentorName }),
      startsAt: booking.startsAt,
    }));
  const workshops = data.registrations.map((registration) => ({
    key: `registration-${registration.id}`,
    kind: "workshop" as const,
    title: registration.workshopTitle,
    startsAt: registration.startsAt,
  }));
  return [...sessions, ...workshops]
    .filter((entry) => Date.parse(entry.startsAt) > now)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    .slice(0, SHOWN);
}

export function UpcomingSessions() {
  const [openedAt] = useState(() => Date.now());
  const bookings = useQuery(myBookingsQuery());
  return (
    <section aria-labelledby="upcoming-sessions" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="upcoming-sessions" className="text-lg font-semibold text-slate-900">
        {t("dashboard.upcoming.title")}
      </h2>
      <QueryStatus
        query={bookings}
        placement="card"
        messages={{ loading: t("dashboard.upcoming.loading"), failed: t("dashboard.upcoming.failed") }}
      >
        {(data) => <UpcomingList entries={upcomingOf(data, openedAt)} />}
      </QueryStatus>
    </section>
  );
}

function UpcomingList({ entries }: { entries: readonly Upcoming[] }) {
  if (entries.length === 0) {
    return (
      <>
        <p className="mt-2 text-slate-700">{t("dashboard.upcoming.none")}</p>
        <p className="mt-3 flex flex-wrap gap-4">
          <Link to={paths.mentors.href()} className={linkStyles}>
            {t("dashboard.upcoming.bookMentor")}
          </Link>
          <Link to={paths.workshops.href()} className={linkStyles}>
            {t("dashboard.upcoming.findWorkshop")}
          </Link>
        </p>
      </>
    );
  }
  return (
    <>
      <ul className="mt-3 space-y-3">
        {entries.map((entry) => (
          <li key={entry.key}>
            <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
              {t(`dashboard.upcoming.kind.${entry.kind}`)}
            </p>
            <p
              className="font-medium text-slate-900"
              data-content={entry.kind === "workshop" ? "" : undefined}
              lang={entry.kind === "workshop" ? languageOf(entry.title) : undefined}
            >
              {entry.title}
            </p>
            <p className="text-sm text-slate-700">
              <time dateTime={entry.startsAt}>{formatIndiaDateTime(entry.startsAt)}</time>
            </p>
          </li>
        ))}
      </ul>
      <Link to={paths.bookings.href()} className={`${linkStyles} mt-4 inline-block`}>
        {t("dashboard.upcoming.all")}
      </Link>
    </>
  );
}
