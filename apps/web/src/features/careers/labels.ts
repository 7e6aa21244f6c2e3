import type { CareerFamily, StreamsInput } from "@disha/content/knowledge/schemas";
import { type MessageKey, t } from "../../lib/i18n/i18n.ts";
import "../../lib/i18n/ui.ts";

// The knowledge base's ids (families, streams, subjects, stages, RIASEC letters) in the interface's words.
// The keys are typed: a family or subject without its words in careers.json does not compile.

export const riasecLetters = ["R", "I", "A", "S", "E", "C"] as const;
export type RiasecLetter = (typeof riasecLetters)[number];

export const familyName = (family: CareerFamily) => t(`careers.families.${family}`);

export const streamNames = (streams: StreamsInput) =>
  streams.map((stream) => t(`careers.streams.${stream}`)).join(", ");

/** 'SIC' as 'Social, Investigative, Conventional'. */
export const riasecNames = (code: string) =>
  [...code]
    .filter((letter): letter is RiasecLetter => (riasecLetters as readonly string[]).includes(letter))
    .map((letter) => t(`careers.riasecShort.${letter}`))
    .join(", ");

export { formatRupees as formatInr } from "../../lib/i18n/format.ts";

/**
 * 'YYYY-MM-DD' as '23 Nov 2026'. Not lib/i18n/dates.ts: that module brings the shared schemas (40 kB)
 * for its India-time helpers, and a career page needs none of them.
 */
export function formatDate(date: string): string {
  const [year = "", month = "1", day = "1"] = date.split("-");
  return t("careers.date", {
    day: Number(day),
    month: t(`ui.date.months.${Number(month) - 1}` as MessageKey),
    year,
  });
}
