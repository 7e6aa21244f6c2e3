import { useSyncExternalStore } from "react";
import { useSession } from "../../lib/auth/use-session.ts";
import { availableLocales, locale, rememberLocale, t } from "../../lib/i18n/i18n.ts";
import { chooseTheme, shownTheme, subscribeTheme } from "../../lib/theme.ts";

/** A language's name in itself ('हिन्दी'), named at build time (vite.config.ts). */
function nativeName(language: string): string {
  return __LANGUAGE_NAMES__[language] ?? language;
}

async function saveToAccount(preferences: { locale?: string; theme?: "light" | "dark" }) {
  const { savePreferences } = await import("../../lib/account-preferences.ts");
  await savePreferences(preferences);
}

/** The language switch: remembered in this browser, and in the account when signed in; the page reloads in it. */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const { user } = useSession();
  const choose = async (chosen: string) => {
    rememberLocale(chosen);
    if (user) await saveToAccount({ locale: chosen }).catch(() => undefined);
    // a shared link's ?lng= would choose again: the page reloads without it
    const url = new URL(window.location.href);
    url.searchParams.delete("lng");
    window.location.assign(url);
  };
  return (
    <label className={`inline-flex items-center ${className}`}>
      <span className="sr-only">{t("common.preferences.language")}</span>
      <select
        value={locale}
        onChange={(event) => void choose(event.target.value)}
        // language names are proper names, each in its own language
        translate="no"
        className="min-h-11 rounded-md border border-slate-300 bg-white px-2 font-medium text-slate-800"
        // outside Hindi, the list's "हिन्दी" in the device's own font: a name in the switch alone does not
        // make every English page download the Devanagari font (index.css declares it for pages' text)
        style={locale === "hi" ? undefined : { fontFamily: "ui-sans-serif, system-ui, sans-serif" }}
      >
        {(availableLocales.includes(locale) ? availableLocales : [locale, ...availableLocales]).map((language) => (
          <option key={language} value={language} lang={language}>
            {nativeName(language)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Dark theme on or off; until pressed, the page follows the device. */
export function ThemeToggle() {
  const { user } = useSession();
  const theme = useSyncExternalStore(subscribeTheme, shownTheme);
  const toggle = () => {
    const next = theme === "dark" ? "light" : "dark";
    chooseTheme(next);
    if (user) void saveToAccount({ theme: next }).catch(() => undefined);
  };
  return (
    <button
      type="button"
      aria-pressed={theme === "dark"}
      aria-label={t("common.preferences.darkTheme")}
      onClick={toggle}
      className="inline-flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100"
    >
      <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" />
      </svg>
    </button>
  );
}
