import { t } from "../../lib/i18n/i18n.ts";

export { formatRupees } from "../../lib/i18n/format.ts";

export const monthNames = (months: readonly number[]) =>
  months.map((month) => t(`finders.months.${month as 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12}`)).join(", ");
