import { type WeeklyHours, WEEKDAYS } from "@disha/shared";
import { describe, expect, it } from "vitest";
import {
  type AvailabilityRules,
  DEFAULT_AVAILABILITY,
  daySlots,
  lastBookableDate,
  offeredTimes,
  slotProblem,
  slotsChangeAt,
  weekdayOf,
} from "./availability.ts";

// Every test names its clock: `now` is passed in, never read, and nothing waits.

const closed = Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as WeeklyHours;

function rules(overrides: Partial<AvailabilityRules>): AvailabilityRules {
  return { ...DEFAULT_AVAILABILITY, weeklyHours: closed, minimumNoticeMinutes: 0, ...overrides };
}

const times = (slots: { time: string }[]) => slots.map((slot) => slot.time);
const open = (slots: { time: string; available: boolean }[]) =>
  slots.filter((slot) => slot.available).map((slot) => slot.time);

// 2031-06-02 is a Monday
const MONDAY = "2031-06-02";
const longBefore = new Date("2031-05-20T00:00:00Z");

describe("weekly hours in India time", () => {
  it("reads a date's weekday from the calendar, not from any clock", () => {
    expect(weekdayOf(MONDAY)).toBe("mon");
    expect(weekdayOf("2031-06-08")).toBe("sun");
  });

  it("offers sessions of the mentor's length with the buffer between them, each ending by the range's end", () => {
    const mondays = rules({
      weeklyHours: { ...closed, mon: [{ start: "10:00", end: "12:00" }] },
      sessionMinutes: 45,
      bufferMinutes: 15,
    });
    expect(offeredTimes(mondays, MONDAY)).toEqual(["10:00", "11:00"]);
    // 10:00-10:45, then 10:45+15 = 11:00-11:45; 12:00 would end at 12:45
    expect(offeredTimes(mondays, "2031-06-03")).toEqual([]);
  });

  it("offers nothing on a day off, and the same weekday the week after", () => {
    const mondays = rules({ weeklyHours: { ...closed, mon: [{ start: "09:00", end: "10:00" }] }, daysOff: [MONDAY] });
    expect(daySlots(mondays, MONDAY, [], [], longBefore)).toEqual([]);
    expect(times(daySlots(mondays, "2031-06-09", [], [], longBefore))).toEqual(["09:00", "09:30"]);
    expect(slotProblem(mondays, MONDAY, "09:00", longBefore)).toBe("dayOff");
  });

  it("places late-evening India hours on the previous UTC day, and early-morning ones across midnight", () => {
    const nights = rules({
      weeklyHours: {
        ...closed,
        mon: [
          { start: "00:00", end: "01:00" },
          { start: "23:00", end: "24:00" },
        ],
      },
    });
    const slots = daySlots(nights, MONDAY, [], [], longBefore);
    expect(slots.map((slot) => [slot.time, slot.startsAt])).toEqual([
      // 00:00 IST on Monday is 18:30 UTC on Sunday
      ["00:00", "2031-06-01T18:30:00.000Z"],
      ["00:30", "2031-06-01T19:00:00.000Z"],
      ["23:00", "2031-06-02T17:30:00.000Z"],
      ["23:30", "2031-06-02T18:00:00.000Z"],
    ]);
  });

  it("takes the India date of the clock: at 00:30 IST on Monday (Sunday in UTC) Monday's early slot is past", () => {
    const nights = rules({ weeklyHours: { ...closed, mon: [{ start: "00:00", end: "02:00" }] } });
    const now = new Date("2031-06-01T19:00:00Z"); // 00:30 on Monday in India
    const slots = daySlots(nights, MONDAY, [], [], now);
    expect(open(slots)).toEqual(["01:00", "01:30"]);
    expect(slots.find((slot) => slot.time === "00:00")?.past).toBe(true);
    expect(slotProblem(nights, MONDAY, "00:30", now)).toBe("passed");
    // Sunday's UTC date is not what the window counts from
    expect(lastBookableDate(nights, now)).toBe("2031-08-01");
  });
});

describe("minimum notice, booking window and buffers", () => {
  const weekdays = rules({
    weeklyHours: { ...closed, mon: [{ start: "09:00", end: "13:00" }] },
    sessionMinutes: 60,
    minimumNoticeMinutes: 120,
    bookingWindowDays: 14,
  });

  it("refuses slots sooner than the minimum notice but offers the first one after it", () => {
    const now = new Date("2031-06-02T04:00:00Z"); // 09:30 IST on the Monday
    const slots = daySlots(weekdays, MONDAY, [], [], now);
    // 09:00 has begun; 10:00 and 11:00 are within two hours; 12:00 is after 11:30
    expect(open(slots)).toEqual(["12:00"]);
    expect(slotProblem(weekdays, MONDAY, "11:00", now)).toBe("tooSoon");
    expect(slotProblem(weekdays, MONDAY, "12:00", now)).toBeNull();
  });

  it("knows when time alone next changes a day's slots: a slot coming within the notice, or midnight", () => {
    const now = new Date("2031-06-02T04:00:00Z"); // 09:30 IST: 12:00 comes within two hours at 10:00 IST
    expect(new Date(slotsChangeAt(weekdays, MONDAY, now)).toISOString()).toBe("2031-06-02T04:30:00.000Z");
    const afterLastSlot = new Date("2031-06-02T05:00:00Z");
    expect(new Date(slotsChangeAt(weekdays, MONDAY, afterLastSlot)).toISOString()).toBe("2031-06-02T18:30:00.000Z");
    const dayOff = { ...weekdays, daysOff: [MONDAY] };
    expect(new Date(slotsChangeAt(dayOff, MONDAY, now)).toISOString()).toBe("2031-06-02T18:30:00.000Z");
    // over the whole day, every 7 minutes: the slots stay the same until that moment, and change at it
    // unless it is midnight
    const noNotice = { ...weekdays, minimumNoticeMinutes: 0 };
    for (const dayRules of [weekdays, noNotice]) {
      for (let at = Date.parse("2031-06-01T18:30:00Z"); at < Date.parse("2031-06-02T18:30:00Z"); at += 7 * 60_000) {
        const changeAt = slotsChangeAt(dayRules, MONDAY, new Date(at));
        const slotsAt = (ms: number) => JSON.stringify(daySlots(dayRules, MONDAY, [], [], new Date(ms)));
        expect(changeAt).toBeGreaterThan(at - 1);
        expect(slotsAt(changeAt - 1)).toBe(slotsAt(at));
        const nextMidnight = Date.parse("2031-06-02T18:30:00Z");
        if (changeAt < nextMidnight) expect(slotsAt(changeAt + 1)).not.toBe(slotsAt(at));
      }
    }
  });

  it("opens dates up to the window's last day, and not the day after", () => {
    const now = new Date("2031-05-19T06:00:00Z"); // a Monday, two weeks before MONDAY
    expect(lastBookableDate(weekdays, now)).toBe(MONDAY);
    expect(slotProblem(weekdays, MONDAY, "09:00", now)).toBeNull();
    expect(slotProblem(weekdays, "2031-06-09", "09:00", now)).toBe("tooFarAhead");
    expect(open(daySlots(weekdays, "2031-06-09", [], [], now))).toEqual([]);
  });

  it("keeps the buffer free on both sides of a booked session, and marks the student's own clashes", () => {
    const buffered = rules({
      weeklyHours: { ...closed, mon: [{ start: "09:00", end: "12:00" }] },
      sessionMinutes: 30,
      bufferMinutes: 30,
    });
    expect(offeredTimes(buffered, MONDAY)).toEqual(["09:00", "10:00", "11:00"]);
    // a session booked at 10:00 under other rules (say, before the mentor added the buffer) at 10:15
    const booked = [{ startsAt: "2031-06-02T04:45:00.000Z", durationMinutes: 30 }];
    const slots = daySlots(buffered, MONDAY, booked, [], longBefore);
    expect(slots.map((slot) => [slot.time, slot.taken])).toEqual([
      ["09:00", false],
      ["10:00", true],
      ["11:00", true], // 10:45 + 30 minutes of buffer runs to 11:15
    ]);
    const mine = [{ startsAt: "2031-06-02T03:30:00.000Z", durationMinutes: 30 }]; // 09:00 with someone else
    expect(daySlots(buffered, MONDAY, [], mine, longBefore)[0]).toMatchObject({ clash: true, available: false });
  });

  it("refuses a time the hours do not offer", () => {
    expect(slotProblem(weekdays, MONDAY, "09:30", longBefore)).toBe("notOffered");
    expect(slotProblem(weekdays, "2031-06-03", "09:00", longBefore)).toBe("notOffered");
  });
});
