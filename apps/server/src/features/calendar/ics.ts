import { type SessionRegistration, istDate } from "@disha/shared";
import { t } from "@disha/shared/i18n";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";

/** One event as a calendar file describes it. */
export interface CalendarEvent {
  /** stays the same for the life of the event, so calendars update it instead of adding another */
  uid: string;
  /** one more at every change (reschedule, new link, cancel), as RFC 5546 asks */
  sequence: number;
  title: string;
  description: string;
  /** UTC ISO instant */
  startsAt: string;
  durationMinutes: number;
  /** the meeting link, when there is one */
  url: string | null;
  cancelled: boolean;
}

/** A UID unique to Disha's deployment: the record's kind and id at the app's host. */
export function calendarUid(kind: "booking" | "registration", id: string, appUrl: string): string {
  return `${kind}-${id}@${new URL(appUrl).hostname}`;
}

/** The text of an .ics file with one event; a cancelled event is a METHOD:CANCEL file with the same UID. */
export function calendarFile(event: CalendarEvent): string {
  const calendar = ical({
    prodId: { company: "disha", product: "sessions" },
    method: event.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  const start = new Date(event.startsAt);
  calendar.createEvent({
    id: event.uid,
    sequence: event.sequence,
    start,
    end: new Date(start.getTime() + event.durationMinutes * 60_000),
    summary: event.title,
    description: event.description,
    status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    ...(event.url ? { url: event.url, location: event.url } : {}),
  });
  return calendar.toString();
}

/** Headers of an .ics download: private (it may carry a meeting link), never cached. */
export function calendarHeaders(filename: string): Record<string, string> {
  return {
    "content-type": "text/calendar; charset=utf-8",
    "content-disposition": `attachment; filename="${filename}"`,
    "cache-control": "private, no-store",
  };
}

/** The .ics of a workshop registration; `cancelled` makes the METHOD:CANCEL file with the same UID. */
export function registrationCalendar(
  appUrl: string,
  registration: Pick<
    SessionRegistration,
    "id" | "workshopTitle" | "instructor" | "startsAt" | "durationMinutes" | "meetingUrl"
  >,
  cancelled = false,
): { filename: string; content: string } {
  const content = calendarFile({
    uid: calendarUid("registration", registration.id, appUrl),
    // a registration changes only by being cancelled
    sequence: cancelled ? 1 : 0,
    title: registration.workshopTitle,
    description: t("bookings.calendar.workshopDescription", {
      instructor: registration.instructor,
      url: `${appUrl}/sessions`,
    }),
    startsAt: registration.startsAt,
    durationMinutes: registration.durationMinutes,
    url: cancelled ? null : registration.meetingUrl,
    cancelled,
  });
  return { filename: `disha-workshop-${istDate(registration.startsAt)}.ics`, content };
}

/** A booking as its calendar file tells it. */
export interface BookingCalendarFacts {
  id: string;
  sequence: number;
  /** null once the mentor deleted their account */
  mentorName: string | null;
  startsAt: string;
  durationMinutes: number;
  /** the session's own link, or else the mentor's */
  meetingUrl: string | null;
  cancelledAt: string | null;
}

/**
 * The .ics of a booking, for My Sessions' download and the mail alike: the same UID from booking to
 * reschedule to cancel, METHOD:CANCEL once cancelled.
 */
export function bookingCalendar(appUrl: string, booking: BookingCalendarFacts): { filename: string; content: string } {
  const cancelled = booking.cancelledAt !== null;
  const content = calendarFile({
    uid: calendarUid("booking", booking.id, appUrl),
    sequence: booking.sequence,
    title: t("bookings.calendar.title", { mentor: booking.mentorName ?? t("bookings.formerMentor") }),
    description: t("bookings.calendar.description", { url: `${appUrl}/sessions` }),
    startsAt: booking.startsAt,
    durationMinutes: booking.durationMinutes,
    url: cancelled ? null : booking.meetingUrl,
    cancelled,
  });
  return { filename: `disha-session-${istDate(booking.startsAt)}.ics`, content };
}
