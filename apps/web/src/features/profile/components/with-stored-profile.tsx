import type { StoredProfile } from "@disha/shared";
import type { ReactNode } from "react";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { FormAlert } from "../../../components/ui/form-field.tsx";
import { t } from "../../../lib/i18n/i18n.ts";
import { useProfile } from "../api/profile-api.ts";

/** Loads the student's stored profile (null when they have none yet), saying so while it loads or fails. */
export function WithStoredProfile({
  userId,
  title,
  children,
}: {
  userId: string;
  /** the page's heading, kept when loading fails */
  title: string;
  children: (profile: StoredProfile | null) => ReactNode;
}) {
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
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <FormAlert message={t("profile.loadFailed", { reason: profile.error.message })} />
        <button type="button" className={buttonStyles.secondary} onClick={() => void profile.refetch()}>
          {t("profile.tryAgain")}
        </button>
      </div>
    );
  }
  return children(profile.data);
}
