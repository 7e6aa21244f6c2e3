import type { SessionUser } from "@disha/shared";
import { t } from "../../lib/i18n/i18n.ts";
import "../../lib/i18n/ui.ts";
import { UserAvatar } from "./user-avatar.tsx";

/** Avatar, full name and e-mail (or 'No email address found'), as the user menu and profile card show them. */
export function UserIdentity({
  user,
  avatarSize,
  nameClassName = "font-semibold",
}: {
  user: SessionUser;
  avatarSize: number;
  nameClassName?: string;
}) {
  const email = user.email.trim();
  return (
    <div className="flex items-center gap-3">
      <UserAvatar name={user.name} imageUrl={user.image} size={avatarSize} />
      <div className="min-w-0">
        <p translate="no" className={`truncate text-slate-900 ${nameClassName}`}>
          {user.name}
        </p>
        {email ? (
          <p translate="no" className="truncate text-sm text-slate-700">
            {email}
          </p>
        ) : (
          <p className="truncate text-sm text-slate-700">{t("ui.noEmail")}</p>
        )}
      </div>
    </div>
  );
}
