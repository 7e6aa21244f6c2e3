import {
  type AvailabilityInput,
  type HoursRange,
  SESSION_MINUTES_RANGE,
  type MentorSlot,
  WEEKDAYS,
  type Weekday,
  type WeeklyHours,
  addDays,
  clockTime,
  istDate,
  istToUtcIso,
  minutesOfDay,
} from "@disha/shared";

/** A mentor's rules. Times are India time; India keeps one offset all year, so a day is always 24 hours. */
export type AvailabilityRules = AvailabilityInput;

const EVERY_DAY_9_TO_8 = Object.fromEntries(
  WEEKDAYS.map((day) => [day, [{ start: "09:00", end: "20:00" }]]),
) as WeeklyHours;

/** What a mentor who has not set their own rules offers: 30-minute sessions, 09:00 to 20:00 every day. */
export const DEFAULT_AVAILABILITY: AvailabilityRules = {
  weeklyHours: EVERY_DAY_9_TO_8,
  daysOff: [],
  sessionMinutes: 30,
  bufferMinutes: 0,
  minimumNoticeMinutes: 60,
  bookingWindowDays: 60,
};

/** A live booking as the rules see it: when it starts and how long it lasts. */
export interface BusyTime {
  startsAt: string;
  durationMinutes: number;
}

/** The instant (epoch ms) an India-time date begins. */
function istMidnightMs(date: string): number {
  return Date.parse(istToUtcIso(date, "00:00"));
}

/** The India-time weekday of a 'YYYY-MM-DD' date. */
export function weekdayOf(date: string): Weekday {
  // the date itself is a calendar day; its weekday does not depend on any clock
  const sundayFirst = new Date(`${date}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7] ?? "mon";
}

/** The last date a student may book now under the mentor's booking window. */
export function lastBookableDate(rules: AvailabilityRules, now: Date): string {
  return addDays(istDate(now), rules.bookingWindowDays);
}

/** The session starts (minutes after midnight) that a weekday's hours offer, with their 'HH:MM' forms. */
interface DayPattern {
  minutes: number[];
  times: string[];
  /** the UTC starts of this pattern on recent dates ('YYYY-MM-DD' to ISO strings), built once each */
  startsOn: Map<string, string[]>;
}

// Every slots answer and every booking asks for the same few patterns (a mentor's stored hours are
// parsed once, so a weekday's ranges are the same array each time): each is built once.
// eslint-disable-next-line no-restricted-syntax -- a memo of a pure function, keyed by the parsed hours object
const patternsOf = new WeakMap<readonly HoursRange[], Map<string, DayPattern>>();
const MAX_DATES_PER_PATTERN = 400;

function dayPattern(rules: AvailabilityRules, weekday: Weekday): DayPattern {
  const ranges = rules.weeklyHours[weekday];
  const shapeKey = `${rules.sessionMinutes}/${rules.bufferMinutes}`;
  let byShape = patternsOf.get(ranges);
  if (!byShape) {
    byShape = new Map();
    patternsOf.set(ranges, byShape);
  }
  let pattern = byShape.get(shapeKey);
  if (!pattern) {
    const step = rules.sessionMinutes + rules.bufferMinutes;
    const minutes: number[] = [];
    for (const range of [...ranges].sort((a, b) => minutesOfDay(a.start) - minutesOfDay(b.start))) {
      const end = minutesOfDay(range.end);
      for (let start = minutesOfDay(range.start); start + rules.sessionMinutes <= end; start += step) {
        minutes.push(start);
      }
    }
    pattern = { minutes, times: minutes.map(clockTime), startsOn: new Map() };
    byShape.set(shapeKey, pattern);
  }
  return pattern;
}

/** The UTC start of each of the pattern's sessions on `date`. India keeps one offset all day. */
function startsOn(pattern: DayPattern, date: string): string[] {
  let starts = pattern.startsOn.get(date);
  if (!starts) {
    const midnight = istMidnightMs(date);
    starts = pattern.minutes.map((minute) => new Date(midnight + minute * 60_000).toISOString());
    if (pattern.startsOn.size >= MAX_DATES_PER_PATTERN) pattern.startsOn.clear();
    pattern.startsOn.set(date, starts);
  }
  return starts;
}

/** Every session start the mentor's weekly hours offer on a date ('HH:MM', India time), ignoring bookings. */
export function offeredTimes(rules: AvailabilityRules, date: string): string[] {
  if (rules.daysOff.includes(date)) return [];
  return dayPattern(rules, weekdayOf(date)).times;
}

/** Busy times as [start, end) in epoch milliseconds, widened by a buffer on both sides. */
function busySpans(busy: readonly BusyTime[], bufferMs: number): { from: number; to: number }[] {
  return busy.map(({ startsAt, durationMinutes }) => {
    const start = Date.parse(startsAt);
    return { from: start - bufferMs, to: start + durationMinutes * 60_000 + bufferMs };
  });
}

function overlapsAny(startMs: number, endMs: number, spans: readonly { from: number; to: number }[]): boolean {
  for (const span of spans) if (startMs < span.to && span.from < endMs) return true;
  return false;
}

/**
 * The slots of one India-time day: the mentor's hours minus the days off, minus live bookings (with the
 * buffer around each), minus what is past or sooner than the minimum notice. `mine` are the viewing
 * student's own sessions with any mentor, which clash.
 */
export function daySlots(
  rules: AvailabilityRules,
  date: string,
  booked: readonly BusyTime[],
  mine: readonly BusyTime[],
  now: Date,
): MentorSlot[] {
  if (rules.daysOff.includes(date)) return [];
  const earliest = now.getTime() + rules.minimumNoticeMinutes * 60_000;
  const beyondWindow = date > lastBookableDate(rules, now);
  // a buffer keeps a gap on both sides of every booked session
  const bookedSpans = busySpans(booked, rules.bufferMinutes * 60_000);
  const mySpans = busySpans(mine, 0);
  const pattern = dayPattern(rules, weekdayOf(date));
  const starts = startsOn(pattern, date);
  const sessionMs = rules.sessionMinutes * 60_000;
  const midnight = istMidnightMs(date);
  return pattern.times.map((time, index) => {
    const startMs = midnight + pattern.minutes[index]! * 60_000;
    const endMs = startMs + sessionMs;
    const taken = overlapsAny(startMs, endMs, bookedSpans);
    const past = startMs < earliest || startMs <= now.getTime();
    const clash = !taken && overlapsAny(startMs, endMs, mySpans);
    return {
      time,
      startsAt: starts[index]!,
      taken,
      past,
      clash,
      available: !taken && !past && !clash && !beyondWindow,
    };
  });
}

/**
 * The first moment after `now` at which the day's slots (and the booking window) can change with time
 * alone, the mentor's rules and bookings staying the same: a slot comes within the minimum notice, or
 * India-time midnight moves the window on.
 */
export function slotsChangeAt(rules: AvailabilityRules, date: string, now: Date): number {
  const nowMs = now.getTime();
  let changeAt = istMidnightMs(addDays(istDate(now), 1));
  if (rules.daysOff.includes(date)) return changeAt;
  // a slot is past once now + notice is beyond its start (or now reaches it): that flips after start - notice
  const noticeMs = rules.minimumNoticeMinutes * 60_000;
  const midnight = istMidnightMs(date);
  for (const minute of dayPattern(rules, weekdayOf(date)).minutes) {
    const flipsAfter = midnight + minute * 60_000 - noticeMs;
    if (flipsAfter >= nowMs && flipsAfter < changeAt) changeAt = flipsAfter;
  }
  return changeAt;
}

/** Why a requested start cannot be booked by the rules alone (before looking at bookings), or null. */
export type SlotProblem = "passed" | "tooSoon" | "tooFarAhead" | "dayOff" | "notOffered";

export function slotProblem(rules: AvailabilityRules, date: string, time: string, now: Date): SlotProblem | null {
  const startMs = Date.parse(istToUtcIso(date, time));
  if (startMs <= now.getTime()) return "passed";
  if (date > lastBookableDate(rules, now)) return "tooFarAhead";
  if (rules.daysOff.includes(date)) return "dayOff";
  if (!offeredTimes(rules, date).includes(time)) return "notOffered";
  if (startMs < now.getTime() + rules.minimumNoticeMinutes * 60_000) return "tooSoon";
  return null;
}

const LONGEST_SESSION_MINUTES = SESSION_MINUTES_RANGE.max;

/** The UTC span of an India-time day, for reading the bookings that may touch its slots. */
export function daySpan(date: string, rules: AvailabilityRules): { from: string; to: string } {
  // a session that began before midnight (or within a buffer of it) can still overlap the day's first slot
  const margin = (rules.bufferMinutes + LONGEST_SESSION_MINUTES) * 60_000;
  const start = istMidnightMs(date);
  return {
    from: new Date(start - margin).toISOString(),
    to: new Date(start + 24 * 3600_000 + rules.bufferMinutes * 60_000).toISOString(),
  };
}
