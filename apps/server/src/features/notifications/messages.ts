import { BOOKING_TIME_ZONE, type MailAttachment } from "@disha/shared";
import {
  appLocales,
  createTranslator,
  currentLocale,
  DEFAULT_LOCALE,
  inLocale,
  intlLocale,
  type Vars,
} from "@disha/shared/i18n";
import type { MailMessage } from "../mail/index.ts";
import type { BookingFacts, RegistrationFacts } from "./queries.ts";

// Every message is written from the catalog (packages/shared/src/i18n/locales/<locale>/mail.json), in
// the language of the account it goes to (user.locale, else English): each is made inside
// inLocale(recipient's language), whatever request or job happens to send it.
function t(key: string, vars?: Vars): string {
  return createTranslator(currentLocale()).t(key, vars);
}

function inLanguageOf<T>(locale: string | null, write: () => T): T {
  return inLocale(locale ?? DEFAULT_LOCALE, write);
}

export type BookingEvent = "booked" | "rescheduled" | "cancelled";
export type RegistrationEvent = "registered" | "rescheduled" | "cancelled";
export type ReminderOffset = "24h" | "1h";

export const REMINDER_OFFSETS: readonly { offset: ReminderOffset; beforeMs: number }[] = [
  { offset: "24h", beforeMs: 24 * 60 * 60 * 1000 },
  { offset: "1h", beforeMs: 60 * 60 * 1000 },
];

// made once for each language: a formatter takes far longer to make than to use
function formatsOf(locale: string) {
  return {
    date: new Intl.DateTimeFormat(intlLocale(locale), {
      timeZone: BOOKING_TIME_ZONE,
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
    }),
    time: new Intl.DateTimeFormat(intlLocale(locale), {
      timeZone: BOOKING_TIME_ZONE,
      hour: "numeric",
      minute: "2-digit",
    }),
  };
}
const formats = Object.fromEntries(appLocales.available.map((locale) => [locale, formatsOf(locale)]));

function when(startsAt: string) {
  const instant = new Date(startsAt);
  const format = formats[currentLocale()] ?? formatsOf(currentLocale());
  const date = format.date.format(instant);
  const time = format.time.format(instant);
  return { date, time, when: t("mail.when", { date, time }) };
}

function letter(name: string, paragraphs: (string | null | undefined)[]): string {
  return [
    t("mail.greeting", { name }),
    ...paragraphs.filter((line): line is string => Boolean(line)),
    t("mail.signOff"),
  ].join("\n\n");
}

type BookingMailKey = "booked" | "rescheduled" | "cancelled" | "reminder";

/** Why a session was cancelled: the mentor's own words, or (Disha cancelled it) where to find another mentor. */
function cancelReasonLine(facts: BookingFacts, what: { reason?: string | null } | object, appUrl: string) {
  if (facts.cancelledBy === "disha") return t("mail.booking.cancelled.mentorUnavailable", { url: `${appUrl}/mentors` });
  const reason = ("reason" in what ? what.reason : null) ?? facts.cancelReason;
  return reason ? t("mail.booking.cancelled.reason", { reason }) : null;
}

/** The messages about a booking: one to the student, one to the mentor when the mentor has an account. */
export function bookingMessages(
  facts: BookingFacts,
  what: { event: BookingEvent; reason?: string | null } | { reminder: ReminderOffset },
  appUrl: string,
  attachments: MailAttachment[],
): MailMessage[] {
  const key: BookingMailKey = "reminder" in what ? "reminder" : what.event;
  const cancelled = key === "cancelled";
  const kind = key === "reminder" ? "booking.reminder" : (`booking.${key}` as const);
  // the words both letters share, in the language of the one being written
  const shared = () => {
    const time = when(facts.startsAt);
    const inWhat = "reminder" in what ? t(`mail.inWhat.${what.reminder}`) : "";
    const mentor = facts.mentorName ?? t("mail.formerMentor");
    return {
      mentor,
      reasonLine: cancelled ? cancelReasonLine(facts, what, appUrl) : null,
      calendarNote: t(cancelled ? "mail.cancelCalendarNote" : "mail.calendarNote"),
      names: { mentor, student: facts.studentName, date: time.date, when: time.when, inWhat },
    };
  };
  const messages: MailMessage[] = [
    inLanguageOf(facts.studentLocale, () => {
      const { names, reasonLine, calendarNote } = shared();
      const studentMeeting = !cancelled && facts.meetingUrl ? t("mail.meetingLine", { url: facts.meetingUrl }) : null;
      return {
        kind,
        to: { address: facts.studentEmail, userId: facts.studentId },
        subject: t(`mail.booking.${key}.studentSubject`, names),
        text: letter(facts.studentName, [
          t(`mail.booking.${key}.studentBody`, { ...names, url: `${appUrl}/sessions` }),
          reasonLine,
          studentMeeting,
          calendarNote,
        ]),
        attachments,
      };
    }),
  ];
  const mentorEmail = facts.mentorEmail;
  if (mentorEmail) {
    messages.push(
      inLanguageOf(facts.mentorLocale, () => {
        const { mentor, names, reasonLine, calendarNote } = shared();
        return {
          kind,
          to: { address: mentorEmail, userId: facts.mentorUserId },
          subject: t(`mail.booking.${key}.mentorSubject`, names),
          text: letter(mentor, [
            t(`mail.booking.${key}.mentorBody`, { ...names, url: `${appUrl}/dashboard` }),
            reasonLine,
            calendarNote,
          ]),
          attachments,
        };
      }),
    );
  }
  return messages;
}

/** The message to the student about a workshop registration. */
export function registrationMessage(
  facts: RegistrationFacts,
  what: { event: RegistrationEvent } | { reminder: ReminderOffset },
  attachments: MailAttachment[],
): MailMessage {
  return inLanguageOf(facts.locale, () => registrationLetter(facts, what, attachments));
}

function registrationLetter(
  facts: RegistrationFacts,
  what: { event: RegistrationEvent } | { reminder: ReminderOffset },
  attachments: MailAttachment[],
): MailMessage {
  const key = "reminder" in what ? "reminder" : what.event;
  const cancelled = key === "cancelled";
  const time = when(facts.startsAt);
  const inWhat = "reminder" in what ? t(`mail.inWhat.${what.reminder}`) : "";
  const vars = {
    workshop: facts.workshopTitle,
    instructor: facts.instructor,
    date: time.date,
    when: time.when,
    inWhat,
    meetingUrl: facts.meetingUrl,
  };
  return {
    kind: `registration.${key}`,
    to: { address: facts.email, userId: facts.userId },
    subject: t(`mail.registration.${key}.subject`, vars),
    text: letter(facts.name, [
      t(`mail.registration.${key}.body`, vars),
      t(cancelled ? "mail.cancelCalendarNote" : "mail.calendarNote"),
    ]),
    attachments,
  };
}

/**
 * The one message to an address nobody has confirmed yet: what was asked and the link that confirms it.
 * Nothing the registrant typed is in it, so a stranger cannot write to anyone through it.
 */
export function registrationConfirmationMessage(facts: RegistrationFacts, confirmUrl: string): MailMessage {
  const time = when(facts.startsAt);
  const vars = { workshop: facts.workshopTitle, instructor: facts.instructor, date: time.date, when: time.when };
  return {
    kind: "registration.confirm",
    to: { address: facts.email, userId: null },
    subject: t("mail.registration.confirm.subject", vars),
    text: [
      t("mail.unnamedGreeting"),
      t("mail.registration.confirm.body", vars),
      t("mail.registration.confirm.link", { url: confirmUrl }),
      t("mail.registration.confirm.notYou"),
      t("mail.signOff"),
    ].join("\n\n"),
  };
}
