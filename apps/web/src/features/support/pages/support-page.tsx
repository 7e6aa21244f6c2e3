import "../i18n.ts";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { t } from "../../../lib/i18n/i18n.ts";
import { SupportMessageForm } from "../components/support-message-form.tsx";

export default function SupportPage() {
  usePageMeta(t("support.title"), t("support.description"));
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold text-slate-900">{t("support.title")}</h1>
      <p className="mt-1 text-slate-700">{t("support.intro")}</p>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <SupportMessageForm />
      </div>
    </div>
  );
}
