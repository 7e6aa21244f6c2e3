import "../i18n.ts";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { ConfirmMailedLink } from "../../../components/ui/confirm-mailed-link.tsx";
import { t } from "../../../lib/i18n/i18n.ts";
import { useConfirmSupportAddress } from "../api/support-api.ts";

/** The page the support confirmation mail links to. */
export default function ConfirmSupportAddressPage() {
  usePageMeta(t("support.confirm.title"), t("support.confirm.description"));
  return (
    <ConfirmMailedLink
      confirm={useConfirmSupportAddress()}
      texts={{
        title: t("support.confirm.title"),
        explain: t("support.confirm.explain"),
        failed: t("support.confirm.failed"),
        submit: t("support.confirm.submit"),
        submitting: t("support.confirm.submitting"),
      }}
      done={() => (
        <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
          <h1 className="text-3xl font-bold text-slate-900">{t("support.confirm.title")}</h1>
          <p role="status" className="mt-6 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-green-900">
            {t("support.confirm.done")}
          </p>
        </div>
      )}
    />
  );
}
