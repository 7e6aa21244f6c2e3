import { BOOKING_TIME_ZONE } from "@disha/shared";
import { currentLocale, intlLocale } from "@disha/shared/i18n";

/**
 * An instant in India time, in the language being written (a request's, or a mail's reader's): "5 Dec
 * 2026, 1:29 pm" in English, "5 दिस॰ 2026, 1:29 pm" in Hindi. `withTime: false` gives the date alone.
 */
export function indiaDateTime(instant: Date | number | string, { withTime = true } = {}): string {
  return new Intl.DateTimeFormat(intlLocale(currentLocale()), {
    timeZone: BOOKING_TIME_ZONE,
    dateStyle: "medium",
    ...(withTime ? { timeStyle: "short" as const } : {}),
  }).format(new Date(instant));
}
