import { type Booking, type MySessionsResponse, formatIndiaDateTime } from "@disha/shared";
import { useState } from "react";
import { Link } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { paths } from "../../../config/paths.ts";
import { useSession } from "../../../lib/auth/use-session.ts";
import { useCancelBooking, useMySessions } from "../api/sessions-api.ts";
import { CancelSessionDialog } from "../components/cancel-session-dialog.tsx";
import { type SessionEntry, SessionItem } from "../components/session-item.tsx";

interface Entry extends SessionEntry {
  booking: Booking | null;
  meetingUrl: string | null;
}

function entriesOf(data: MySessionsResponse): Entry[] {
  const bookings: Entry[] = data.bookings.map((booking) => ({
    key: `booking-${booking.id}`,
    kind: "mentor",
    title: `Session with ${booking.mentorName}`,
    detail: "One-on-one guidance",
    imageUrl: booking.mentorProfileUrl,
    startsAt: booking.startsAt,
    durationMinutes: booking.durationMinutes,
    booking,
    meetingUrl: null,
  }));
  const registrations: Entry[] = data.registrations.map((registration) => ({
    key: `registration-${registration.id}`,
    kind: "workshop",
    title: registration.workshopTitle,
    detail: `Workshop with ${registration.instructor}`,
    imageUrl: null,
    startsAt: registration.startsAt,
    durationMinutes: registration.durationMinutes,
    booking: null,
    meetingUrl: registration.meetingUrl,
  }));
  return [...bookings, ...registrations].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

export default function SessionsPage() {
  usePageMeta("My Sessions", "Your mentor sessions and workshops.");
  const { user, isPending } = useSession();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">My Sessions</h1>
      {isPending ? (
        <p className="mt-6 text-slate-700">Loading…</p>
      ) : user ? (
        <SignedInSessions />
      ) : (
        <section aria-label="Sign in to see your sessions" className="mt-6 rounded-2xl border border-slate-200 bg-white p-6">
          <p className="text-slate-800">Sign in to see your mentor sessions and workshops, and to cancel a session you can no longer attend.</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to={paths.signIn.href()} className={buttonStyles.primary}>
              Sign in
            </Link>
            <Link to={paths.mentors.href()} className={buttonStyles.secondary}>
              Browse mentors
            </Link>
          </div>
        </section>
      )}
    </div>
  );
}

function SignedInSessions() {
  const sessions = useMySessions(true);
  const cancel = useCancelBooking();
  const [toCancel, setToCancel] = useState<Entry | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);

  if (sessions.isPending) return <p className="mt-6 text-slate-700">Loading your sessions…</p>;
  if (sessions.isError) {
    return (
      <p role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
        We could not load your sessions. {sessions.error.message}
      </p>
    );
  }

  // "upcoming" as of the answer we show; a refetch moves the line
  const now = sessions.dataUpdatedAt;
  const entries = entriesOf(sessions.data);
  const upcoming = entries.filter((entry) => Date.parse(entry.startsAt) > now);
  // the most recent first, so "soonest" reads the same way in both lists
  const past = entries.filter((entry) => Date.parse(entry.startsAt) <= now).reverse();

  function closeDialog() {
    setToCancel(null);
    setCancelError(null);
  }

  function confirmCancel() {
    const booking = toCancel?.booking;
    if (!booking) return;
    cancel.mutate(booking.id, {
      onSuccess: () => {
        setMessage(`Your session with ${booking.mentorName} on ${formatIndiaDateTime(booking.startsAt)} is cancelled. The slot is free again.`);
        closeDialog();
      },
      onError: (error) => setCancelError(error.message),
    });
  }

  return (
    <>
      <div role="status" className="mt-6 empty:hidden">
        {message ? <p className="rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-green-900">{message}</p> : null}
      </div>

      <section aria-labelledby="upcoming-heading" className="mt-8">
        <h2 id="upcoming-heading" className="text-xl font-semibold text-slate-900">
          Upcoming
        </h2>
        {upcoming.length === 0 ? (
          <div className="mt-3 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
            <p>Nothing booked yet.</p>
            <p className="mt-2">
              <Link to={paths.mentors.href()} className="font-semibold text-brand-800 underline">
                Book a mentor session
              </Link>{" "}
              or{" "}
              <Link to={paths.workshops.href()} className="font-semibold text-brand-800 underline">
                join a workshop
              </Link>
              .
            </p>
          </div>
        ) : (
          <ul className="mt-3 space-y-3">
            {upcoming.map((entry) => (
              <li key={entry.key}>
                <SessionItem entry={entry} actions={<UpcomingActions entry={entry} onCancel={() => setToCancel(entry)} />} />
              </li>
            ))}
          </ul>
        )}
      </section>

      {past.length > 0 ? (
        <section aria-labelledby="past-heading" className="mt-10">
          <h2 id="past-heading" className="text-xl font-semibold text-slate-900">
            Past
          </h2>
          <ul className="mt-3 space-y-3">
            {past.map((entry) => (
              <li key={entry.key}>
                <SessionItem entry={entry} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <CancelSessionDialog
        description={toCancel ? `${toCancel.title} on ${formatIndiaDateTime(toCancel.startsAt)}.` : null}
        isCancelling={cancel.isPending}
        error={cancelError}
        onConfirm={confirmCancel}
        onClose={closeDialog}
      />
    </>
  );
}

function UpcomingActions({ entry, onCancel }: { entry: Entry; onCancel: () => void }) {
  if (entry.meetingUrl) {
    return (
      <a href={entry.meetingUrl} target="_blank" rel="noopener noreferrer" className={buttonStyles.primary}>
        Join with Google Meet<span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <button type="button" onClick={onCancel} className={buttonStyles.secondary}>
      Cancel<span className="sr-only"> {entry.title} on {formatIndiaDateTime(entry.startsAt)}</span>
    </button>
  );
}
