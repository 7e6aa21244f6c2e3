import "../i18n.ts";
import type { ParentInvitationView } from "@disha/shared";
import { Link, useNavigate, useParams } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { FormAlert } from "../../../components/ui/form-field.tsx";
import { QueryStatus } from "../../../components/ui/query-status.tsx";
import { paths } from "../../../config/paths.ts";
import { useSession } from "../../../lib/auth/use-session.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { EmailSection } from "../../dashboard/index.ts";
import { useClaimParentInvitation, useParentInvitation } from "../api/parents-api.ts";

function Accept({ token, invitation }: { token: string; invitation: ParentInvitationView }) {
  const { user } = useSession();
  const claim = useClaimParentInvitation(token);
  const navigate = useNavigate();
  const here = paths.parentInvitation.href(token);
  if (!user) {
    const next = `?next=${encodeURIComponent(here)}`;
    return (
      <>
        <p className="mt-4 text-slate-800">{t("parents.invitation.signedOut", { email: invitation.email })}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={`${paths.signIn.href()}${next}`} className={buttonStyles.primary}>
            {t("parents.invitation.signIn")}
          </Link>
          <Link to={`${paths.signUp.href()}${next}`} className={buttonStyles.secondary}>
            {t("parents.invitation.signUp")}
          </Link>
        </div>
      </>
    );
  }
  if (user.email.toLowerCase() !== invitation.email) {
    return (
      <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
        {t("parents.invitation.wrongAccount", { current: user.email, email: invitation.email })}
      </p>
    );
  }
  if (!user.emailVerified) {
    return (
      <div className="mt-4 space-y-4">
        <p className="text-slate-800">{t("parents.invitation.verifyFirst", { email: invitation.email })}</p>
        <EmailSection />
      </div>
    );
  }
  return (
    <div className="mt-6 space-y-4">
      <FormAlert message={claim.error?.message} />
      <button
        type="button"
        className={buttonStyles.primary}
        disabled={claim.isPending}
        onClick={() =>
          claim.mutate(undefined, {
            onSuccess: ({ child }) => void navigate(paths.parent.href(child.studentId)),
          })
        }
      >
        {claim.isPending ? t("parents.invitation.accepting") : t("parents.invitation.accept")}
      </button>
    </div>
  );
}

/** Where the link in a parent's invitation leads: the invited address, signed in and verified, accepts it once. */
export default function AcceptParentInvitationPage() {
  usePageMeta(t("parents.invitation.title"), t("parents.invitation.description"));
  const token = useParams().token ?? "";
  const invitation = useParentInvitation(token);
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{t("parents.invitation.title")}</h1>
        <QueryStatus
          query={invitation}
          placement="card"
          messages={{ loading: t("parents.invitation.loading"), failed: t("parents.invitation.invalid") }}
        >
          {(found) => (
            <>
              <p className="mt-2 text-slate-700">{t("parents.invitation.intro", { student: found.studentName })}</p>
              <Accept token={token} invitation={found} />
            </>
          )}
        </QueryStatus>
      </div>
    </div>
  );
}
