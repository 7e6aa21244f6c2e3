import { t } from "../../lib/i18n/i18n.ts";

const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

/** 250000 as '₹2,50,000' (Indian grouping). */
export const formatRupees = (amount: number) => rupees.format(amount);

export const monthNames = (months: readonly number[]) =>
  months.map((month) => t(`finders.months.${month as 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12}`)).join(", ");
