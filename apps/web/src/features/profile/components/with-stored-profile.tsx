import type { StoredProfile } from "@disha/shared";
import type { ReactNode } from "react";
import { QueryStatus } from "../../../components/ui/query-status.tsx";
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
  return (
    <>
      {profile.isError ? <h1 className="text-2xl font-bold text-slate-900">{title}</h1> : null}
      <QueryStatus
        query={profile}
        placement="card"
        retry={t("profile.tryAgain")}
        messages={{
          loading: t("profile.loading"),
          failed: (error) => t("profile.loadFailed", { reason: error.message }),
        }}
      >
        {children}
      </QueryStatus>
    </>
  );
}
