// The account's side of the language and the theme, loaded only when a signed-in student changes one
// or signs in: the landing page's bundle carries none of it.
import type { PreferencesInput } from "@disha/shared";
import { accountApi } from "@disha/shared/api";
import { fetchApi } from "./api-client.ts";
import { locale, rememberLocale } from "./i18n/i18n.ts";
import { chooseTheme } from "./theme.ts";

export function savePreferences(preferences: PreferencesInput) {
  return fetchApi(accountApi.updatePreferences, { body: preferences });
}

const SYNCED_KEY = "disha.preferencesSynced";

/**
 * Once a browser session, after sign-in: an account that chose a language and a theme brings them to
 * this browser (a language change reloads the page); one that has not takes this browser's.
 */
export async function syncWithAccount(userId: string) {
  if (window.sessionStorage.getItem(SYNCED_KEY) === userId) return;
  window.sessionStorage.setItem(SYNCED_KEY, userId);
  const account = await fetchApi(accountApi.preferences);
  if (account.theme) chooseTheme(account.theme);
  const linked = new URLSearchParams(window.location.search).has("lng");
  if (!account.locale || linked) {
    if (account.locale !== locale) await savePreferences({ locale });
  } else if (account.locale !== locale) {
    rememberLocale(account.locale);
    window.location.reload();
  }
}
