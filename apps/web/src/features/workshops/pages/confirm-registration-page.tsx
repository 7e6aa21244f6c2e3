import "../i18n.ts";
import { useParams } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { useConfirmRegistration } from "../api/workshops-api.ts";
import { RegistrationSuccess } from "./registration-page.tsx";

/**
 * The page the confirmation mail links to. It confirms only on a click, so a mail scanner that opens
 * links does not confirm a registration on the owner's behalf.
 */
export default function ConfirmRegistrationPage() {
  usePageMeta(t("workshops.confirm.title"), t("workshops.confirm.description"));
  const { token = "" } = useParams();
  const confirm = useConfirmRegistration();
  if (confirm.data) return <RegistrationSuccess registration={confirm.data} />;
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t("workshops.confirm.title")}</h1>
      <p className="mt-3 text-slate-700">{t("workshops.confirm.explain")}</p>
      {confirm.error ? (
        <p role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
          {confirm.error.message || t("workshops.confirm.failed")}
        </p>
      ) : null}
      <button
        type="button"
        className={`${buttonStyles.primary} mt-8`}
        disabled={confirm.isPending}
        onClick={() => confirm.mutate(token)}
      >
        {confirm.isPending ? t("workshops.confirm.submitting") : t("workshops.confirm.submit")}
      </button>
    </div>
  );
}
