// Numbers and lists as the student's language writes them, with Indian grouping (12,34,567): the one
// place the web app makes an Intl formatter, so every page follows the language switch.
import { intlLocale } from "@disha/shared/i18n/locale-choice";
import { locale } from "./i18n.ts";

const PSEUDO_LOCALE = "en-XA";
// the pseudo-locale is English underneath
const formatLocale = intlLocale(locale === PSEUDO_LOCALE ? "en" : locale);

// made on first use: a currency formatter costs Chrome some 15 ms to build (its currency data), which
// a page that shows no amount should not pay while it loads
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
const rupees = once(
  () => new Intl.NumberFormat(formatLocale, { style: "currency", currency: "INR", maximumFractionDigits: 0 }),
);
const numbers = once(() => new Intl.NumberFormat(formatLocale));
const lists = once(() => new Intl.ListFormat(formatLocale, { type: "conjunction" }));

/** 250000 as '₹2,50,000'. */
export const formatRupees = (amount: number) => rupees().format(amount);

/** 1500 as '1,500'; 2.5 as '2.5'. */
export const formatNumber = (value: number) => numbers().format(value);

/** ['A', 'B', 'C'] as 'A, B and C' ('A, B और C' in Hindi). */
export const formatList = (items: readonly string[]) => lists().format(items);
