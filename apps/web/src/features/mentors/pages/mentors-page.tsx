import "../i18n.ts";
import type { Booking, Mentor } from "@disha/shared";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { QueryStatus } from "../../../components/ui/query-status.tsx";
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

export default function MentorsPage() {
  usePageMeta(t("mentors.title"), t("mentors.description"));
  const mentors = useMentors();
  const [selected, setSelected] = useState<Mentor | null>(null);
  const [booked, setBooked] = useState<Booking | null>(null);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t("mentors.title")}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{t("mentors.intro")}</p>

      <QueryStatus query={mentors} what="mentors">
        {(mentorList) =>
          mentorList.length === 0 ? (
            <EmptyState
              actions={[
                { to: paths.dashboard.chat.href(), label: t("mentors.emptyAskAi") },
                { to: paths.careers.href(), label: t("mentors.emptyCareers") },
              ]}
            >
              {t("mentors.empty")}
            </EmptyState>
          ) : (
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {mentorList.map((mentor) => (
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
          )
        }
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
