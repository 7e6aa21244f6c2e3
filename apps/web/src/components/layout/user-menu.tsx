import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import type { ModerationSummary, SessionUser } from "@disha/shared";
import { accountApi, communityApi } from "@disha/shared/api";
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { paths as appPaths } from "../../config/paths.ts";
import { fetchApi } from "../../lib/api-client.ts";
import { syncWithAccount } from "../../lib/account-preferences.ts";
import { sitePaths as paths } from "../../config/site-paths.ts";
import { signOut } from "../../lib/auth/sign-out.ts";
import { UserAvatar } from "../ui/user-avatar.tsx";
import { UserIdentity } from "../ui/user-identity.tsx";
import { t } from "../../lib/i18n/i18n.ts";
import "../../lib/i18n/ui.ts";

const itemStyles = "block rounded-md px-2 py-2 text-slate-800 outline-none data-[highlighted]:bg-brand-50";

/**
 * What waits in the moderation queue, for an account that moderates (null for one that does not), read
 * when the menu mounts and again each time it opens. The shell has no query client: a plain request.
 */
function useModerationSummary() {
  const [summary, setSummary] = useState<ModerationSummary | null>(null);
  const refresh = useCallback(async () => {
    const { roles } = await fetchApi(accountApi.roles);
    if (roles.includes("admin") || roles.includes("moderator")) setSummary(await fetchApi(communityApi.summary));
  }, []);
  useEffect(() => {
    refresh().catch(() => undefined);
  }, [refresh]);
  return { summary, refresh: () => void refresh().catch(() => undefined) };
}

/** Moderators and admins find their queue here, with how many items wait and how many are urgent. */
function ModerationItem({ summary }: { summary: ModerationSummary }) {
  const label =
    summary.urgent > 0
      ? t("ui.userMenu.moderationUrgent", { count: summary.waiting, urgent: summary.urgent })
      : t("ui.userMenu.moderationWaiting", { count: summary.waiting });
  return (
    <DropdownMenu.Item asChild>
      <Link to={appPaths.communityModeration.href()} className={itemStyles}>
        {label}
      </Link>
    </DropdownMenu.Item>
  );
}

export function UserMenu({ user }: { user: SessionUser }) {
  // the account's language and theme follow the student to this browser (the menu shows once signed in)
  useEffect(() => {
    syncWithAccount(user.id).catch(() => undefined);
  }, [user.id]);
  const moderation = useModerationSummary();
  return (
    // not modal: a modal menu locks scrolling with an inline <style>, which the CSP refuses
    <DropdownMenu.Root modal={false} onOpenChange={(open) => open && moderation.refresh()}>
      <DropdownMenu.Trigger className="rounded-full" aria-label={t("ui.userMenu.trigger", { name: user.name })}>
        <UserAvatar name={user.name} imageUrl={user.image} size={50} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
        >
          <div className="px-2 py-2">
            <UserIdentity user={user} avatarSize={40} />
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild>
            <Link to={paths.dashboard.root.href()} className={itemStyles}>
              {t("ui.userMenu.dashboard")}
            </Link>
          </DropdownMenu.Item>
          {moderation.summary ? <ModerationItem summary={moderation.summary} /> : null}
          <DropdownMenu.Item
            className="block w-full cursor-pointer rounded-md px-2 py-2 text-left text-slate-800 outline-none data-[highlighted]:bg-brand-50"
            onSelect={() => {
              void signOut();
            }}
          >
            {t("ui.userMenu.logOut")}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
