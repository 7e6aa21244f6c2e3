import "../i18n.ts";
import { profileMessageKeys } from "@disha/shared";
import { Link } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { paths } from "../../../config/paths.ts";
import { useSession } from "../../../lib/auth/use-session.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { tMessage } from "../../../lib/i18n/messages.ts";
import { ProfileForm } from "../components/profile-form.tsx";
import { WithStoredProfile } from "../components/with-stored-profile.tsx";

export default function ProfilePage() {
  usePageMeta(t("profile.title"), t("profile.description"));
  const { user } = useSession();
  if (!user) return null;
  return <ProfileScreen userId={user.id} name={user.name} />;
}

function ProfileScreen({ userId, name }: { userId: string; name: string }) {
  return (
    <WithStoredProfile userId={userId} title={t("profile.title")}>
      {(profile) =>
        profile ? (
          <div className="max-w-xl space-y-3">
            <h1 className="text-2xl font-bold text-slate-900">{t("profile.yourProfile")}</h1>
            <p className="rounded-2xl border border-slate-200 bg-white p-6 text-lg text-slate-800">
              {tMessage(profileMessageKeys.alreadySubmitted)}
            </p>
            <Link to={paths.dashboard.profileEdit.href()} className={buttonStyles.primary}>
              {t("profile.edit.link")}
            </Link>
          </div>
        ) : (
          <div className="mx-auto max-w-3xl">
            <h1 className="text-2xl font-bold text-slate-900">{t("profile.title")}</h1>
            <p className="mt-1 text-slate-700">{t("profile.intro")}</p>
            <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
              <ProfileForm userId={userId} name={name} />
            </div>
          </div>
        )
      }
    </WithStoredProfile>
  );
}
