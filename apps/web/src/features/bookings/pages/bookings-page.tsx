import "../i18n.ts";
import type { Booking, MyBookingsResponse, SessionRegistration } from "@disha/shared";
import { workshopsApi } from "@disha/shared/api";
import { useState } from "react";
import { Link } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { paths } from "../../../config/paths.ts";
import { QueryStatus } from "../../../components/ui/query-status.tsx";
import { urlOf } from "../../../lib/api-client.ts";
import { useSession } from "../../../lib/auth/use-session.ts";
import { formatIndiaDateTime } from "../../../lib/i18n/dates.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import "../../../lib/i18n/ui.ts";
import { Trans } from "../../../lib/i18n/trans.tsx";
import { useCancelBooking, useCancelRegistration, useMyBookings } from "../api/bookings-api.ts";
import { CancelDialog } from "../components/cancel-dialog.tsx";
import { RescheduleDialog } from "../components/reschedule-dialog.tsx";
import { type BookingEntry, BookingItem } from "../components/booking-item.tsx";
import { CertificateLink } from "../../certificates/index.ts";

type Entry = BookingEntry &
  ({ kind: "mentor"; booking: Booking } | { kind: "workshop"; registration: SessionRegistration });

function entriesOf(data: MyBookingsResponse): Entry[] {
  const bookings: Entry[] = data.bookings.map((booking) => ({
    key: `booking-${booking.id}`,
    kind: "mentor",
    title: t("bookings.sessionWith", { mentor: booking.mentorName }),
    detail: t("bookings.oneOnOne"),
    imageUrl: booking.mentorProfileUrl,
    startsAt: booking.startsAt,
    durationMinutes: booking.durationMinutes,
    booking,
  }));
  const registrations: Entry[] = data.registrations.map((registration) => ({
    key: `registration-${registration.id}`,
    kind: "workshop",
    title: registration.workshopTitle,
    detail: t("bookings.workshopWith", { instructor: registration.instructor }),
    imageUrl: null,
    startsAt: registration.startsAt,
    durationMinutes: registration.durationMinutes,
    registration,
  }));
  return [...bookings, ...registrations].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

export default function BookingsPage() {
  usePageMeta(t("bookings.title"), t("bookings.description"));
  const { user, isPending } = useSession();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t("bookings.title")}</h1>
      {isPending ? (
        <p className="mt-6 text-slate-700">{t("common.loading")}</p>
      ) : user ? (
        <SignedInBookings />
      ) : (
        <section
          aria-label={t("bookings.signInRegion")}
          className="mt-6 rounded-2xl border border-slate-200 bg-white p-6"
        >
          <p className="text-slate-800">{t("bookings.signInText")}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to={paths.signIn.href()} className={buttonStyles.primary}>
              {t("bookings.signIn")}
            </Link>
            <Link to={paths.mentors.href()} className={buttonStyles.secondary}>
              {t("bookings.browseMentors")}
            </Link>
          </div>
        </section>
      )}
    </div>
  );
}

function SignedInBookings() {
  const bookings = useMyBookings();
  return (
    <QueryStatus
      query={bookings}
      placement="card"
      messages={{
        loading: t("bookings.loadingYours"),
        failed: (error) => t("bookings.loadFailed", { reason: error.message }),
      }}
    >
      {/* "upcoming" as of the answer we show; a refetch moves the line */}
      {(data) => <BookingsView data={data} now={bookings.dataUpdatedAt} />}
    </QueryStatus>
  );
}

function BookingsView({ data, now }: { data: MyBookingsResponse; now: number }) {
  const cancelBooking = useCancelBooking();
  const cancelRegistration = useCancelRegistration();
  const [toCancel, setToCancel] = useState<Entry | null>(null);
  const [toMove, setToMove] = useState<Booking | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);

  const entries = entriesOf(data);
  const upcoming = entries.filter((entry) => Date.parse(entry.startsAt) > now);
  // the most recent first, so "soonest" reads the same way in both lists
  const past = entries.filter((entry) => Date.parse(entry.startsAt) <= now).reverse();

  function closeDialog() {
    setToCancel(null);
    setCancelError(null);
  }

  function confirmCancel() {
    if (!toCancel) return;
    const onError = (error: Error) => setCancelError(error.message);
    if (toCancel.kind === "mentor") {
      const { booking } = toCancel;
      cancelBooking.mutate(booking.id, {
        onSuccess: () => {
          setMessage(
            t("bookings.cancelSession.done", {
              mentor: booking.mentorName,
              dateTime: formatIndiaDateTime(booking.startsAt),
            }),
          );
          closeDialog();
        },
        onError,
      });
    } else {
      const { registration } = toCancel;
      cancelRegistration.mutate(registration.id, {
        onSuccess: () => {
          setMessage(t("bookings.cancelRegistrationDialog.done", { workshop: registration.workshopTitle }));
          closeDialog();
        },
        onError,
      });
    }
  }

  const dialogEntry = (kind: Entry["kind"]) =>
    toCancel?.kind === kind ? { what: toCancel.title, dateTime: formatIndiaDateTime(toCancel.startsAt) } : null;

  return (
    <>
      <div role="status" className="mt-6 empty:hidden">
        {message ? (
          <p className="rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-green-900">{message}</p>
        ) : null}
      </div>

      <section aria-labelledby="upcoming-heading" className="mt-8">
        <h2 id="upcoming-heading" className="text-xl font-semibold text-slate-900">
          {t("bookings.upcoming")}
        </h2>
        {upcoming.length === 0 ? (
          <div className="mt-3 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
            <p>{t("bookings.nothingBooked")}</p>
            <p className="mt-2">
              <Trans
                k="bookings.bookOrJoin"
                parts={{
                  mentors: (text) => (
                    <Link to={paths.mentors.href()} className="font-semibold text-brand-800 underline">
                      {text}
                    </Link>
                  ),
                  workshops: (text) => (
                    <Link to={paths.workshops.href()} className="font-semibold text-brand-800 underline">
                      {text}
                    </Link>
                  ),
                }}
              />
            </p>
          </div>
        ) : (
          <ul className="mt-3 space-y-3">
            {upcoming.map((entry) => (
              <li key={entry.key}>
                <BookingItem
                  entry={entry}
                  extra={<EntryExtra entry={entry} />}
                  actions={
                    <UpcomingActions
                      entry={entry}
                      onCancel={() => setToCancel(entry)}
                      onReschedule={(booking) => setToMove(booking)}
                    />
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      {past.length > 0 ? (
        <section aria-labelledby="past-heading" className="mt-10">
          <h2 id="past-heading" className="text-xl font-semibold text-slate-900">
            {t("bookings.past")}
          </h2>
          <ul className="mt-3 space-y-3">
            {past.map((entry) => (
              <li key={entry.key}>
                <BookingItem
                  entry={entry}
                  actions={
                    entry.kind === "workshop" && entry.registration.certificateCode ? (
                      <CertificateLink
                        registrationId={entry.registration.id}
                        workshopTitle={entry.registration.workshopTitle}
                      />
                    ) : undefined
                  }
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <RescheduleDialog
        booking={toMove}
        onClose={() => setToMove(null)}
        onMoved={(booking) => {
          setMessage(
            t("bookings.reschedule.done", {
              mentor: booking.mentorName,
              dateTime: formatIndiaDateTime(booking.startsAt),
            }),
          );
          setToMove(null);
        }}
      />
      <CancelDialog
        kind="booking"
        entry={dialogEntry("mentor")}
        isCancelling={cancelBooking.isPending}
        error={cancelError}
        onConfirm={confirmCancel}
        onClose={closeDialog}
      />
      <CancelDialog
        kind="registration"
        entry={dialogEntry("workshop")}
        isCancelling={cancelRegistration.isPending}
        error={cancelError}
        onConfirm={confirmCancel}
        onClose={closeDialog}
      />
    </>
  );
}

/**
 * Why a session the student did not cancel was cancelled (the mentor's reason, or the mentor can no
 * longer take students) with a way to another mentor, or the mentor's notes after the session.
 */
function EntryExtra({ entry }: { entry: Entry }) {
  if (entry.kind !== "mentor") return null;
  const { booking } = entry;
  if (booking.cancelledAt !== null) {
    return (
      <div className="mt-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
        {booking.cancelledBy === "disha" ? (
          <p>{t("bookings.cancelledByDisha")}</p>
        ) : (
          <p>
            {t("bookings.cancelledByMentor")} <span translate="no">{booking.cancelReason}</span>
          </p>
        )}
        <p className="mt-1">
          <Link to={paths.mentors.href()} className="font-semibold text-brand-800 underline">
            {t("bookings.bookAnother")}
          </Link>
        </p>
      </div>
    );
  }
  if (booking.sessionNotes) {
    return (
      <div className="mt-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800">
        <p className="font-semibold">{t("bookings.mentorNotes")}</p>
        <p translate="no" className="whitespace-pre-line">
          {booking.sessionNotes}
        </p>
      </div>
    );
  }
  return null;
}

function CalendarLink({ href, what }: { href: string; what: string }) {
  return (
    <a href={href} download className={buttonStyles.secondary}>
      {t("bookings.addToCalendar")}
      <span className="sr-only">{what}</span>
    </a>
  );
}

function UpcomingActions({
  entry,
  onCancel,
  onReschedule,
}: {
  entry: Entry;
  onCancel: () => void;
  onReschedule: (booking: Booking) => void;
}) {
  const what = (
    <span className="sr-only">
      {t("bookings.cancelWhat", { what: entry.title, dateTime: formatIndiaDateTime(entry.startsAt) })}
    </span>
  );
  const whatText = t("bookings.cancelWhat", { what: entry.title, dateTime: formatIndiaDateTime(entry.startsAt) });
  if (entry.kind === "workshop") {
    return (
      <>
        <a
          href={entry.registration.meetingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonStyles.primary}
        >
          {t("bookings.joinMeet")}
          <span className="sr-only">{t("ui.opensInNewTab")}</span>
        </a>
        <CalendarLink
          href={urlOf(workshopsApi.registrationCalendar, { params: { id: entry.registration.id } })}
          what={whatText}
        />
        <button type="button" onClick={onCancel} className={buttonStyles.secondary}>
          {t("bookings.cancelRegistration")}
          {what}
        </button>
      </>
    );
  }
  const { booking } = entry;
  if (booking.cancelledAt !== null) return null;
  return (
    <>
      {booking.meetingUrl ? (
        <a href={booking.meetingUrl} target="_blank" rel="noopener noreferrer" className={buttonStyles.primary}>
          {t("bookings.joinSession")}
          <span className="sr-only">{t("ui.opensInNewTab")}</span>
        </a>
      ) : (
        <p className="basis-full text-sm text-slate-700">{t("bookings.linkComes")}</p>
      )}
      <CalendarLink href={booking.calendarUrl} what={whatText} />
      {booking.changeable ? (
        <>
          <button type="button" onClick={() => onReschedule(booking)} className={buttonStyles.secondary}>
            {t("bookings.reschedule.open")}
            {what}
          </button>
          <button type="button" onClick={onCancel} className={buttonStyles.secondary}>
            {t("bookings.cancel")}
            {what}
          </button>
        </>
      ) : (
        <p className="text-sm text-slate-700">{t("bookings.tooLateToChange")}</p>
      )}
    </>
  );
}
