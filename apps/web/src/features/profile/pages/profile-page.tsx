import "../i18n.ts";
import { profileMessageKeys } from "@disha/shared";
import { Link } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { FormAlert } from "../../../components/ui/form-field.tsx";
import { paths } from "../../../config/paths.ts";
import { useSession } from "../../../lib/auth/use-session.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { tMessage } from "../../../lib/i18n/messages.ts";
import { useProfile } from "../api/profile-api.ts";
import { ProfileForm } from "../components/profile-form.tsx";

export default function ProfilePage() {
  usePageMeta(t("profile.title"), t("profile.description"));
  const { user } = useSession();
  if (!user) return null;
  return <ProfileScreen userId={user.id} />;
}

function ProfileScreen({ userId }: { userId: string }) {
  const profile = useProfile(userId);

  if (profile.isPending) {
    return (
      <p role="status" className="text-slate-700">
        {t("profile.loading")}
      </p>
    );
  }
  if (profile.isError) {
    return (
      <div className="max-w-xl space-y-4">
        <h1 className="text-2xl font-bold text-slate-900">{t("profile.title")}</h1>
        <FormAlert message={t("profile.loadFailed", { reason: profile.error.message })} />
        <button type="button" className={buttonStyles.secondary} onClick={() => void profile.refetch()}>
          {t("profile.tryAgain")}
        </button>
      </div>
    );
  }
  if (profile.data) {
    return (
      <div className="max-w-xl space-y-3">
        <h1 className="text-2xl font-bold text-slate-900">{t("profile.yourProfile")}</h1>
        <p className="rounded-2xl border border-slate-200 bg-white p-6 text-lg text-slate-800">
          {tMessage(profileMessageKeys.alreadySubmitted)}
        </p>
        <Link to={paths.dashboard.profileEdit.href()} className={buttonStyles.primary}>
          {t("profile.edit.link")}
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold text-slate-900">{t("profile.title")}</h1>
      <p className="mt-1 text-slate-700">{t("profile.intro")}</p>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <ProfileForm userId={userId} />
      </div>
    </div>
  );
}
