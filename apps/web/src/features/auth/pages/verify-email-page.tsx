import "../i18n.ts";
import { Link } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { ConfirmMailedLink } from "../../../components/ui/confirm-mailed-link.tsx";
import { paths } from "../../../config/paths.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { useVerifyEmail } from "../api/verify-email-api.ts";

/** The page a verification mail links to: the address is verified when the button is pressed, once. */
export default function VerifyEmailPage() {
  usePageMeta(t("auth.verifyEmail.title"), t("auth.verifyEmail.description"));
  return (
    <ConfirmMailedLink
      confirm={useVerifyEmail()}
      texts={{
        title: t("auth.verifyEmail.title"),
        explain: t("auth.verifyEmail.explain"),
        failed: t("auth.verifyEmail.failed"),
        submit: t("auth.verifyEmail.submit"),
        submitting: t("auth.verifyEmail.submitting"),
      }}
      done={() => (
        <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
          <h1 className="text-3xl font-bold text-slate-900">{t("auth.verifyEmail.title")}</h1>
          <p role="status" className="mt-6 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-green-900">
            {t("auth.verifyEmail.done")}
          </p>
          <Link to={paths.dashboard.root.href()} className={`${buttonStyles.secondary} mt-8`}>
            {t("auth.verifyEmail.toDashboard")}
          </Link>
        </div>
      )}
    />
  );
}
