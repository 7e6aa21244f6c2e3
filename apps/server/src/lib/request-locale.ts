import { acceptedLanguages, appLocales, LOCALE_COOKIE, pickLocale } from "@disha/shared/i18n";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { parse } from "hono/utils/cookie";

/**
 * The language a request is answered in: the one the browser remembers (the language switch writes the
 * cookie, for visitors and, kept in step with the account, for the signed-in) or else the browser's own.
 */
function localeFrom(chosen: string | undefined, acceptLanguage: string | undefined): string {
  if (chosen && appLocales.available.includes(chosen)) return chosen;
  return pickLocale(acceptedLanguages(acceptLanguage), appLocales.available);
}

export function requestLocale(c: Context): string {
  return localeFrom(getCookie(c, LOCALE_COOKIE), c.req.header("accept-language"));
}

/** The same choice from a raw request's headers: the chat socket's handshake. */
export function handshakeLocale(headers: { cookie?: string; "accept-language"?: string }): string {
  return localeFrom(parse(headers.cookie ?? "", LOCALE_COOKIE)[LOCALE_COOKIE], headers["accept-language"]);
}
