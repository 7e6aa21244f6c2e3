import type { SessionUser } from "@disha/shared";
import { emailOrFallback } from "../../lib/user-text.ts";
import { UserAvatar } from "./user-avatar.tsx";

/** Avatar, full name and e-mail (or 'No email address found'), as the user menu and profile card show them. */
export function UserIdentity({ user, avatarSize, nameClassName = "font-semibold" }: { user: SessionUser; avatarSize: number; nameClassName?: string }) {
  return (
    <div className="flex items-center gap-3">
      <UserAvatar name={user.name} imageUrl={user.image} size={avatarSize} />
      <div className="min-w-0">
        <p className={`truncate text-slate-900 ${nameClassName}`}>{user.name}</p>
        <p className="truncate text-sm text-slate-700">{emailOrFallback(user.email)}</p>
      </div>
    </div>
  );
}
