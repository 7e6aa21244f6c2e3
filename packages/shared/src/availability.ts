import { z } from "./zod.ts";
import { messageRef } from "./i18n/message-ref.ts";
import { isCalendarDate } from "./booking.ts";
import type { MentorCard } from "./mentor-card.ts";

/** Weekdays as India's calendar has them, Monday first. */
export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** 'HH:MM' on a 24-hour clock; '24:00' ends a range at midnight. */
export const CLOCK_TIME_PATTERN = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

export function minutesOfDay(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

export function clockTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

const clock = z
  .string({ error: "mentorConsole.validation.time" })
  .regex(CLOCK_TIME_PATTERN, "mentorConsole.validation.time");

export const HoursRangeSchema = z
  .object({ start: clock, end: clock })
  .refine((range) => minutesOfDay(range.start) < minutesOfDay(range.end), {
    message: "mentorConsole.validation.endAfterStart",
    path: ["end"],
  });
export type HoursRange = z.infer<typeof HoursRangeSchema>;

const dayHours = z
  .array(HoursRangeSchema)
  .max(6, messageRef("mentorConsole.validation.tooManyRanges", { max: 6 }))
  .refine(
    (ranges) => {
      const sorted = [...ranges].sort((a, b) => minutesOfDay(a.start) - minutesOfDay(b.start));
      return sorted.every(
        (range, index) => index === 0 || minutesOfDay(sorted[index - 1]!.end) <= minutesOfDay(range.start),
      );
    },
    { message: "mentorConsole.validation.overlap" },
  );

export const WeeklyHoursSchema = z.object({
  mon: dayHours,
  tue: dayHours,
  wed: dayHours,
  thu: dayHours,
  fri: dayHours,
  sat: dayHours,
  sun: dayHours,
});
export type WeeklyHours = z.infer<typeof WeeklyHoursSchema>;

const wholeMinutes = (min: number, max: number) =>
  z
    .number({ error: "mentorConsole.validation.number" })
    .int("mentorConsole.validation.number")
    .min(min, messageRef("mentorConsole.validation.between", { min, max }))
    .max(max, messageRef("mentorConsole.validation.between", { min, max }));

export const SESSION_MINUTES_RANGE = { min: 15, max: 120 } as const;
export const BUFFER_MINUTES_RANGE = { min: 0, max: 120 } as const;
/** up to two weeks */
export const NOTICE_MINUTES_RANGE = { min: 0, max: 20_160 } as const;
export const BOOKING_WINDOW_DAYS_RANGE = { min: 1, max: 180 } as const;

/** PUT /api/mentor-console/availability: a mentor's rules, all in India time. */
export const AvailabilitySchema = z.object({
  weeklyHours: WeeklyHoursSchema,
  daysOff: z
    .array(z.string().refine(isCalendarDate, "validation.booking.realDate"))
    .max(366, messageRef("mentorConsole.validation.tooManyDaysOff", { max: 366 })),
  sessionMinutes: wholeMinutes(SESSION_MINUTES_RANGE.min, SESSION_MINUTES_RANGE.max),
  bufferMinutes: wholeMinutes(BUFFER_MINUTES_RANGE.min, BUFFER_MINUTES_RANGE.max),
  minimumNoticeMinutes: wholeMinutes(NOTICE_MINUTES_RANGE.min, NOTICE_MINUTES_RANGE.max),
  bookingWindowDays: wholeMinutes(BOOKING_WINDOW_DAYS_RANGE.min, BOOKING_WINDOW_DAYS_RANGE.max),
});
export type AvailabilityInput = z.infer<typeof AvailabilitySchema>;

const meetingUrl = z
  .string({ error: "mentorConsole.validation.meetingUrl" })
  .trim()
  .max(500, "mentorConsole.validation.meetingUrl")
  .refine((value) => value === "" || /^https:\/\/[^\s]+$/.test(value), "mentorConsole.validation.meetingUrl");

/** PUT /api/mentor-console/meeting-link and …/bookings/:id/meeting-link: an https link, or "" to clear it. */
export const MeetingLinkSchema = z.object({ meetingUrl });
export type MeetingLinkInput = z.infer<typeof MeetingLinkSchema>;

/** POST /api/mentor-console/bookings/:id/cancel */
export const MentorCancelSchema = z.object({
  reason: z
    .string({ error: "mentorConsole.validation.reason" })
    .trim()
    .min(1, "mentorConsole.validation.reason")
    .max(500, messageRef("mentorConsole.validation.tooLong", { max: 500 })),
});
export type MentorCancelInput = z.infer<typeof MentorCancelSchema>;

/** PUT /api/mentor-console/bookings/:id/notes: what the mentor writes after the session, for the student. */
export const SessionNotesSchema = z.object({
  notes: z
    .string({ error: "mentorConsole.validation.notes" })
    .trim()
    .max(4000, messageRef("mentorConsole.validation.tooLong", { max: 4000 })),
});
export type SessionNotesInput = z.infer<typeof SessionNotesSchema>;

/** GET /api/mentor-console: the signed-in mentor's public card, rules and link. */
export interface MentorConsoleResponse {
  mentor: MentorCard & { id: string; meetingUrl: string | null };
  availability: AvailabilityInput;
  /** the rules are Disha's defaults until the mentor saves their own */
  isDefault: boolean;
}

/** A session as the mentor's console lists it. */
export interface MentorSession {
  id: string;
  studentName: string;
  /** what the student chose to share when booking */
  studentNote: string | null;
  startsAt: string;
  durationMinutes: number;
  date: string;
  time: string;
  /** this session's own link, if set */
  sessionMeetingUrl: string | null;
  sessionNotes: string | null;
  cancelledAt: string | null;
  cancelledBy: "student" | "mentor" | "disha" | null;
  cancelReason: string | null;
}

export interface MentorSessionsResponse {
  upcoming: MentorSession[];
  past: MentorSession[];
}
