import { LanguageSwitch, ThemeToggle } from "../../../components/layout/preferences-controls.tsx";
import { t } from "../../../lib/i18n/i18n.ts";

/** The header's language switch and theme toggle again, where a student looks for their settings. */
export function PreferencesSection() {
  return (
    <section aria-labelledby="preferences" className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id="preferences" className="text-lg font-semibold text-slate-900">
        {t("dashboard.preferences.heading")}
      </h2>
      <p className="mt-1 text-slate-700">{t("dashboard.preferences.intro")}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <LanguageSwitch />
        <ThemeToggle />
      </div>
    </section>
  );
}
