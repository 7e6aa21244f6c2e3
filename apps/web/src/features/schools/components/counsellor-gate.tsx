import type { ReactNode } from "react";
import { Link } from "react-router";
import type { QueryMessages } from "../../../components/ui/query-status.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { paths } from "../../../config/paths.ts";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { useSession } from "../../../lib/auth/use-session.ts";
import { t } from "../../../lib/i18n/i18n.ts";

/** The console's pages ask for a sign-in first; the server refuses anyone but a counsellor of the school. */
export function CounsellorGate({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.isPending) return <p className="mt-6 text-slate-700">{t("schools.console.loading")}</p>;
  if (session.user === null)
    return (
      <div className="mt-6">
        <p className="text-slate-700">{t("schools.console.signInFirst")}</p>
        <Link to={paths.signIn.href()} className={`${buttonStyles.primary} mt-4`}>
          {t("schools.console.signIn")}
        </Link>
      </div>
    );
  return <>{children}</>;
}

export const consoleMessages: QueryMessages = {
  loading: t("schools.console.loading"),
  failed: (error: unknown) =>
    error instanceof ApiRequestError && error.status === 403
      ? t("schools.console.notCounsellor")
      : t("schools.console.failed"),
};
