import type { MentorLanguage } from "./mentor-card.ts";

/** Slots are India time. India keeps one offset all year (no daylight saving), so +05:30 is exact. */
export const BOOKING_TIME_ZONE = "Asia/Kolkata";
const IST_OFFSET_MINUTES = 330;
export const SLOT_MINUTES = 30;
export const FIRST_SLOT_TIME = "09:00";
/** Sessions last one slot and end by 20:00, so the last one starts at 19:30. */
export const LAST_SLOT_TIME = "19:30";
/** How far ahead a session can be booked, counted in India-time calendar days from today. */
export const BOOKING_WINDOW_DAYS = 60;

function toMinutes(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

function fromMinutes(total: number): string {
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}

/** Every slot start of a day, 'HH:MM' India time: 09:00, 09:30, …, 19:30. */
export const SLOT_TIMES: readonly string[] = Array.from(
  { length: (toMinutes(LAST_SLOT_TIME) - toMinutes(FIRST_SLOT_TIME)) / SLOT_MINUTES + 1 },
  (_, index) => fromMinutes(toMinutes(FIRST_SLOT_TIME) + index * SLOT_MINUTES),
);

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written 'YYYY-MM-DD' (so not 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** The India-time calendar date of an instant, 'YYYY-MM-DD'. */
export function istDate(instant: Date | string): string {
  return new Date(new Date(instant).getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** The India-time clock time of an instant, 'HH:MM'. */
export function istTime(instant: Date | string): string {
  return new Date(new Date(instant).getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().slice(11, 16);
}

/** `date` ('YYYY-MM-DD') moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/**
 * The UTC instant of an India-time date and time, in the one format the database stores
 * ('2025-06-01T04:30:00.000Z'): the unique indexes compare these strings, so they must never vary.
 */
export function istToUtcIso(date: string, time: string): string {
  return new Date(`${date}T${time}:00+05:30`).toISOString();
}

/** The dates a student may pick today: from today to BOOKING_WINDOW_DAYS ahead, India time. */
export function bookableDateRange(now: Date = new Date()): { min: string; max: string } {
  const today = istDate(now);
  return { min: today, max: addDays(today, BOOKING_WINDOW_DAYS) };
}

/** A short, stable fingerprint of a text (FNV-1a), for cache-busting and picking colours. */
export function textHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Where a mentor's generated avatar is served; the name's hash changes the address when the picture would. */
export function mentorAvatarUrl(mentorId: string, name: string): string {
  return `/api/mentors/${encodeURIComponent(mentorId)}/avatar.svg?v=${textHash(name).toString(36)}`;
}

export const SELECT_DATE_AND_TIME = "validation.booking.selectDateAndTime";

/**
 * A mentor as GET /api/mentors lists them; `_id` and `profileUrl` (the generated avatar) are the
 * prototype's names. `photoUrl` is the mentor's own photo, null when they have none.
 */
export interface Mentor {
  _id: string;
  name: string;
  profileUrl: string;
  photoUrl: string | null;
  about: string;
  stream: string;
  topics: string[];
  languages: MentorLanguage[];
}

export interface MentorSlot {
  /** 'HH:MM' India time */
  time: string;
  /** UTC ISO instant */
  startsAt: string;
  /** another student holds it */
  taken: boolean;
  /** it has started, is over, or is sooner than the mentor's minimum notice */
  past: boolean;
  /** the signed-in student has another session at this time */
  clash: boolean;
  available: boolean;
}

export interface MentorSlotsResponse {
  mentorId: string;
  date: string;
  timeZone: typeof BOOKING_TIME_ZONE;
  /** how long each session lasts */
  durationMinutes: number;
  /** the mentor is away that day */
  dayOff: boolean;
  /** the last date bookable now, 'YYYY-MM-DD' India time */
  lastBookableDate: string;
  slots: MentorSlot[];
}

/** A booking as POST /api/book answers it and My Sessions lists it. */
export interface Booking {
  id: string;
  /** null once the mentor deleted their account; the session stays in the student's history */
  mentorId: string | null;
  /** the mentor's name, or the catalog's words for a former mentor */
  mentorName: string;
  mentorProfileUrl: string | null;
  /** UTC ISO instant of the start */
  startsAt: string;
  durationMinutes: number;
  /** 'YYYY-MM-DD' and 'HH:MM', India time */
  date: string;
  time: string;
  cancelledAt: string | null;
  /** who cancelled, and the mentor's reason when it was the mentor; "disha" when the mentor could no longer take students */
  cancelledBy: "student" | "mentor" | "disha" | null;
  cancelReason: string | null;
  createdAt: string;
  /** what the student shared with the mentor when booking */
  studentNote: string | null;
  /** the session's link (or the mentor's); only the student who booked sees it */
  meetingUrl: string | null;
  /** the mentor's notes after the session */
  sessionNotes: string | null;
  /** the student may still reschedule or cancel (up to the cut-off before the start) */
  changeable: boolean;
  /** the calendar file of this session */
  calendarUrl: string;
}

/** A workshop registration of the signed-in student, as My Sessions lists it. */
export interface SessionRegistration {
  id: string;
  workshopId: string;
  workshopSlug: string;
  workshopTitle: string;
  instructor: string;
  startsAt: string;
  durationMinutes: number;
  meetingUrl: string;
  /** set once an admin marked the student present: the certificate can be downloaded */
  certificateCode?: string | null;
}

/**
 * GET /api/bookings: the signed-in student's live bookings (upcoming and past), the upcoming ones a
 * mentor cancelled, and workshop registrations, soonest first.
 */
export interface MyBookingsResponse {
  bookings: Booking[];
  registrations: SessionRegistration[];
}
