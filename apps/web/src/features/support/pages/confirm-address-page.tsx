import "../i18n.ts";
import { useParams } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { useConfirmSupportAddress } from "../api/support-api.ts";

/** The page the support confirmation mail links to; it confirms only on a click (mail scanners open links). */
export default function ConfirmSupportAddressPage() {
  usePageMeta(t("support.confirm.title"), t("support.confirm.description"));
  const { token = "" } = useParams();
  const confirm = useConfirmSupportAddress();
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t("support.confirm.title")}</h1>
      {confirm.isSuccess ? (
        <p role="status" className="mt-6 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-green-900">
          {t("support.confirm.done")}
        </p>
      ) : (
        <>
          <p className="mt-3 text-slate-700">{t("support.confirm.explain")}</p>
          {confirm.error ? (
            <p role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
              {confirm.error.message || t("support.confirm.failed")}
            </p>
          ) : null}
          <button
            type="button"
            className={`${buttonStyles.primary} mt-8`}
            disabled={confirm.isPending}
            onClick={() => confirm.mutate(token)}
          >
            {confirm.isPending ? t("support.confirm.submitting") : t("support.confirm.submit")}
          </button>
        </>
      )}
    </div>
  );
}
