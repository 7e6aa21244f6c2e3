import "../i18n.ts";
import { PRIVACY_NOTICE_VERSION } from "@disha/shared";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { t, tList } from "../../../lib/i18n/i18n.ts";

const sections = ["students", "parents"] as const;

/** The privacy notice for students and for parents, in plain words; a consent names its version. */
export default function PrivacyPage() {
  usePageMeta(t("privacy.title"), t("privacy.description"));
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t("privacy.title")}</h1>
      <p className="mt-2 text-slate-700">{t("privacy.version", { version: PRIVACY_NOTICE_VERSION })}</p>
      {sections.map((section) => (
        <section key={section} aria-labelledby={`privacy-${section}`} className="mt-8">
          <h2 id={`privacy-${section}`} className="text-xl font-semibold text-slate-900">
            {t(`privacy.${section}.title`)}
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-800">
            {tList<string>(`privacy.${section}.items`).map(([id, text]) => (
              <li key={id}>{text}</li>
            ))}
          </ul>
        </section>
      ))}
      <p className="mt-8 text-slate-700">{t("privacy.contact")}</p>
    </div>
  );
}
