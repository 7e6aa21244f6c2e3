import { RIASEC_TYPES, type RiasecType, translateReason } from "@disha/shared/plan";
import { type MessageKey, hasMessage, locale, t } from "../../lib/i18n/i18n.ts";
import "./i18n.ts";

const translator = {
  locale,
  has: hasMessage,
  t: (key: string, vars?: Record<string, string | number>) => t(key as MessageKey, vars),
};

/** A reason or note from the API (a catalog key with values) in the student's words. */
export function reasonWords(reason: string): string {
  return translateReason(translator, reason);
}

export const typeName = (type: RiasecType) => t(`plan.types.${type}.name`);

export function isRiasecType(letter: string): letter is RiasecType {
  return (RIASEC_TYPES as readonly string[]).includes(letter);
}

/** 'ISR' as 'Investigative, Social, Realistic'. */
export function codeNames(code: string): string {
  return [...code].filter(isRiasecType).map(typeName).join(", ");
}

/** Month numbers (1 to 12) as 'Jan, Feb'. */
export function monthNames(months: readonly number[]): string {
  return months.map((month) => t(`ui.date.months.${month - 1}` as MessageKey)).join(", ");
}
