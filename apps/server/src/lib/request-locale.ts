import { acceptedLanguages, appLocales, LOCALE_COOKIE, pickLocale } from "@disha/shared/i18n";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";

/**
 * The language a request is answered in: the one the browser remembers (the language switch writes the
 * cookie, for visitors and, kept in step with the account, for the signed-in) or else the browser's own.
 */
export function requestLocale(c: Context): string {
  const chosen = getCookie(c, LOCALE_COOKIE);
  if (chosen && appLocales.available.includes(chosen)) return chosen;
  return pickLocale(acceptedLanguages(c.req.header("accept-language")), appLocales.available);
}
