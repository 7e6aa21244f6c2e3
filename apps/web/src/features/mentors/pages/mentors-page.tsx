import "../i18n.ts";
import { type Booking, MENTOR_LANGUAGES, MENTOR_STREAMS, type Mentor } from "@disha/shared";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { SelectField } from "../../../components/ui/choice-fields.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { QueryStatus } from "../../../components/ui/query-status.tsx";
import { oneOf, useUrlFilters } from "../../../lib/use-url-filters.ts";
import { filterMentors } from "../mentor-filters.ts";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { paths } from "../../../config/paths.ts";
import { useMentors } from "../api/mentors-api.ts";
import { BookingDialog } from "../components/booking-dialog.tsx";
import { MentorCard } from "../components/mentor-card.tsx";
import { formatClock, formatDay } from "../../../lib/i18n/dates.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { Trans } from "../../../lib/i18n/trans.tsx";

/**
 * "Booking successful" under the card whose Book button was pressed, where the eye and the focus are,
 * scrolled into view. Every card has the live region, empty, so the words are announced when they arrive.
 */
function BookedNotice({ booking }: { booking: Booking | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (booking) ref.current?.scrollIntoView({ block: "nearest" });
  }, [booking]);
  return (
    <div ref={ref} role="status" className="scroll-mt-20 empty:hidden">
      {booking ? (
        <div className="rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-green-900">
          <p className="font-semibold">{t("mentors.booked")}</p>
          <p className="mt-1">
            <Trans
              k="mentors.bookedText"
              values={{ mentor: booking.mentorName, day: formatDay(booking.date), clock: formatClock(booking.time) }}
              parts={{
                link: (text) => (
                  <Link to={paths.bookings.href()} className="font-semibold underline">
                    {text}
                  </Link>
                ),
              }}
            />
          </p>
        </div>
      ) : null}
    </div>
  );
}

const FILTERS = ["language", "stream"] as const;

export default function MentorsPage() {
  usePageMeta(t("mentors.title"), t("mentors.description"));
  const mentors = useMentors();
  const [selected, setSelected] = useState<Mentor | null>(null);
  const [booked, setBooked] = useState<Booking | null>(null);
  const { filters: raw, update } = useUrlFilters(FILTERS);
  const filters = { language: oneOf(raw.language, MENTOR_LANGUAGES), stream: oneOf(raw.stream, MENTOR_STREAMS) };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t("mentors.title")}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{t("mentors.intro")}</p>

      <form
        aria-label={t("mentors.filters.label")}
        className="mt-6 grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2"
        onSubmit={(event) => event.preventDefault()}
      >
        <SelectField
          label={t("mentors.filters.language")}
          placeholder={t("mentors.filters.anyLanguage")}
          options={MENTOR_LANGUAGES.map((language) => ({
            value: language,
            label: t(`mentors.languageNames.${language}`),
          }))}
          value={filters.language}
          onChange={(event) => update({ language: event.target.value }, { replace: true })}
        />
        <SelectField
          label={t("mentors.filters.stream")}
          placeholder={t("mentors.filters.anyStream")}
          options={MENTOR_STREAMS.map((stream) => ({ value: stream, label: t(`mentors.streams.${stream}`) }))}
          value={filters.stream}
          onChange={(event) => update({ stream: event.target.value }, { replace: true })}
        />
      </form>

      <QueryStatus query={mentors} what="mentors">
        {(mentorList) => {
          const shown = filterMentors(mentorList, filters);
          return mentorList.length === 0 ? (
            <EmptyState
              actions={[
                { to: paths.dashboard.chat.href(), label: t("mentors.emptyAskAi") },
                { to: paths.careers.href(), label: t("mentors.emptyCareers") },
              ]}
            >
              {t("mentors.empty")}
            </EmptyState>
          ) : shown.length === 0 ? (
            <p role="status" className="mt-8 text-slate-800">
              {t("mentors.filters.none")}
            </p>
          ) : (
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((mentor) => (
                <li key={mentor._id} className="grid grid-rows-[1fr_auto] gap-3">
                  <MentorCard
                    mentor={mentor}
                    onBook={(chosen) => {
                      setBooked(null);
                      setSelected(chosen);
                    }}
                  />
                  <BookedNotice booking={booked?.mentorId === mentor._id ? booked : null} />
                </li>
              ))}
            </ul>
          );
        }}
      </QueryStatus>

      <BookingDialog
        mentor={selected}
        onClose={() => setSelected(null)}
        onBooked={(booking) => {
          setSelected(null);
          setBooked(booking);
        }}
      />
    </div>
  );
}
