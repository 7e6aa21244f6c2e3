// Which of the languages Disha has a visitor gets: shared by the browser (its first visit) and the
// server (mail and error messages), so both choose alike. No catalog here: the landing page imports it.

/** The language of the catalog every other falls back to. */
export const DEFAULT_LOCALE = "en";

/** The cookie that remembers a visitor's language (an account remembers it in "user"."locale"). */
export const LOCALE_COOKIE = "disha.lng";

/**
 * The first of `wanted` (an Accept-Language header's or navigator.languages' order) that `available`
 * has, matched on the language alone: 'hi-IN' gets 'hi', 'en-GB' gets 'en'. Nothing matching: English.
 */
export function pickLocale(wanted: readonly string[], available: readonly string[]): string {
  for (const tag of wanted) {
    const exact = available.find((locale) => locale.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const language = tag.split("-")[0]?.toLowerCase();
    const sameLanguage = available.find((locale) => locale.toLowerCase() === language);
    if (sameLanguage) return sameLanguage;
  }
  return DEFAULT_LOCALE;
}

/** An Accept-Language header's languages, most wanted first ('hi-IN,hi;q=0.9,en;q=0.8'). */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const quality = Number(
        params
          .find((param) => param.trim().startsWith("q="))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag: tag.trim(), quality: Number.isNaN(quality) ? 0 : quality, index };
    })
    .filter(({ tag, quality }) => tag !== "" && tag !== "*" && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag);
}

/** The Intl locale for numbers and dates: Indian grouping (12,34,567) in every language Disha has. */
export function intlLocale(locale: string): string {
  return locale.includes("-") ? locale : `${locale}-IN`;
}
