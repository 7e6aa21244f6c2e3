import { istDate, istTime } from "@disha/shared";
import { type MessageKey, t } from "./i18n.ts";
import "./ui.ts";

/** 'YYYY-MM-DD' as 'Mon, 16 Jun 2025'. Written out rather than left to Intl, so every browser shows the same words. */
export function formatDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return t("ui.date.day", {
    weekday: t(`ui.date.weekdays.${day.getUTCDay()}` as MessageKey),
    day: day.getUTCDate(),
    month: t(`ui.date.months.${day.getUTCMonth()}` as MessageKey),
    year: String(day.getUTCFullYear()),
  });
}

// the part of the day an hour falls in: English says AM or PM, Hindi the part itself ("शाम 4:30 बजे")
const DAY_PERIODS = [
  { from: 20, period: "night" },
  { from: 16, period: "evening" },
  { from: 12, period: "afternoon" },
  { from: 4, period: "morning" },
  { from: 0, period: "lateNight" },
] as const;

/** 'HH:MM' (24 h) as '1:30 PM', or in Hindi 'दोपहर 1:30 बजे'. */
export function formatClock(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const { period } = DAY_PERIODS.find((part) => hours >= part.from) ?? DAY_PERIODS[4];
  return t("ui.date.clock", {
    hours: hours % 12 || 12,
    minutes: String(minutes).padStart(2, "0"),
    period: t(`ui.date.periods.${period}`),
  });
}

/** A UTC instant as India-time words: 'Mon, 16 Jun 2025 at 1:30 PM IST'. */
export function formatIndiaDateTime(instant: string): string {
  return t("ui.date.dateTime", { day: formatDay(istDate(instant)), clock: formatClock(istTime(instant)) });
}
