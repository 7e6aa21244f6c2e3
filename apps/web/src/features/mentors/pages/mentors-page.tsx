import "../i18n.ts";
import type { Booking, Mentor } from "@disha/shared";
import { useState } from "react";
import { Link } from "react-router";
import { QueryStatus } from "../../../components/ui/query-status.tsx";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { paths } from "../../../config/paths.ts";
import { useMentors } from "../api/mentors-api.ts";
import { BookingDialog } from "../components/booking-dialog.tsx";
import { MentorCard } from "../components/mentor-card.tsx";
import { formatClock, formatDay } from "../../../lib/i18n/dates.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { Trans } from "../../../lib/i18n/trans.tsx";

export default function MentorsPage() {
  usePageMeta(t("mentors.title"), t("mentors.description"));
  const mentors = useMentors();
  const [selected, setSelected] = useState<Mentor | null>(null);
  const [booked, setBooked] = useState<Booking | null>(null);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t("mentors.title")}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{t("mentors.intro")}</p>

      {/* a live region that is always there, so the success message is announced when it arrives */}
      <div role="status" className="mt-6 empty:hidden">
        {booked ? (
          <div className="rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-green-900">
            <p className="font-semibold">{t("mentors.booked")}</p>
            <p className="mt-1">
              <Trans
                k="mentors.bookedText"
                values={{ mentor: booked.mentorName, day: formatDay(booked.date), clock: formatClock(booked.time) }}
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

      <QueryStatus query={mentors} what="mentors">
        {(mentorList) => (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {mentorList.map((mentor) => (
              <li key={mentor._id}>
                <MentorCard
                  mentor={mentor}
                  onBook={(chosen) => {
                    setBooked(null);
                    setSelected(chosen);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
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
