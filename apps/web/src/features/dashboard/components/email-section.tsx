import "../i18n.ts";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { FormAlert } from "../../../components/ui/form-field.tsx";
import { useSession } from "../../../lib/auth/use-session.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { useSendVerificationEmail } from "../../auth/index.ts";

/** The account's address, whether it is verified, and a link to verify it by mail. */
export function EmailSection() {
  const { user } = useSession();
  const send = useSendVerificationEmail();
  if (!user) return null;
  return (
    <section aria-labelledby="your-email" className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id="your-email" className="text-lg font-semibold text-slate-900">
        {t("dashboard.email.title")}
      </h2>
      <p className="mt-1 text-slate-800">
        <span translate="no" className="font-medium">
          {user.email}
        </span>{" "}
        <span
          className={`ml-2 rounded px-2 py-0.5 text-sm ${user.emailVerified ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-900"}`}
        >
          {user.emailVerified ? t("dashboard.email.verified") : t("dashboard.email.notVerified")}
        </span>
      </p>
      {user.emailVerified ? null : (
        <>
          <p className="mt-2 text-sm text-slate-700">{t("dashboard.email.explain")}</p>
          <div className="mt-4 space-y-3">
            <FormAlert message={send.error ? send.error.message || t("dashboard.email.failed") : null} />
            {send.isSuccess ? (
              <p role="status" className="text-green-900">
                {t("dashboard.email.sent", { email: user.email })}
              </p>
            ) : null}
            <button
              type="button"
              className={buttonStyles.secondary}
              disabled={send.isPending}
              onClick={() => send.mutate()}
            >
              {send.isPending ? t("dashboard.email.sending") : t("dashboard.email.send")}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
