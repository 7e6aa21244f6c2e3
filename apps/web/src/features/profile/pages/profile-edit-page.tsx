import "../i18n.ts";
import type { StoredProfile } from "@disha/shared";
import { Link } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { paths } from "../../../config/paths.ts";
import { useSession } from "../../../lib/auth/use-session.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { ProfileForm } from "../components/profile-form.tsx";
import { WithStoredProfile } from "../components/with-stored-profile.tsx";

/** The questionnaire filled in with the student's answers: any of them can change, under the same rules. */
export default function ProfileEditPage() {
  usePageMeta(t("profile.edit.title"), t("profile.edit.description"));
  const { user } = useSession();
  if (!user) return null;
  return <ProfileEditor userId={user.id} />;
}

function ProfileEditor({ userId }: { userId: string }) {
  return (
    <WithStoredProfile userId={userId} title={t("profile.edit.title")}>
      {(profile) =>
        profile ? (
          <Editor userId={userId} profile={profile} />
        ) : (
          // nothing to edit yet: the questionnaire comes first
          <div className="max-w-xl space-y-4">
            <h1 className="text-2xl font-bold text-slate-900">{t("profile.edit.title")}</h1>
            <p className="text-slate-700">{t("profile.edit.noProfile")}</p>
            <Link to={paths.dashboard.profile.href()} className={buttonStyles.primary}>
              {t("profile.edit.fillIn")}
            </Link>
          </div>
        )
      }
    </WithStoredProfile>
  );
}

function Editor({ userId, profile }: { userId: string; profile: StoredProfile }) {
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold text-slate-900">{t("profile.edit.title")}</h1>
      <p className="mt-1 text-slate-700">{t("profile.edit.intro")}</p>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <ProfileForm userId={userId} profile={profile} />
      </div>
    </div>
  );
}
