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

/** 'HH:MM' (24 h) as '1:30 PM'. */
export function formatClock(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return t("ui.date.clock", {
    hours: hours % 12 || 12,
    minutes: String(minutes).padStart(2, "0"),
    period: t(hours < 12 ? "ui.date.am" : "ui.date.pm"),
  });
}

/** A UTC instant as India-time words: 'Mon, 16 Jun 2025 at 1:30 PM IST'. */
export function formatIndiaDateTime(instant: string): string {
  return t("ui.date.dateTime", { day: formatDay(istDate(instant)), clock: formatClock(istTime(instant)) });
}
