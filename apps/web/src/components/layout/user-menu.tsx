import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import type { SessionUser } from "@disha/shared";
import { useEffect } from "react";
import { Link } from "react-router";
import { syncWithAccount } from "../../lib/account-preferences.ts";
import { sitePaths as paths } from "../../config/site-paths.ts";
import { signOut } from "../../lib/auth/sign-out.ts";
import { UserAvatar } from "../ui/user-avatar.tsx";
import { UserIdentity } from "../ui/user-identity.tsx";
import { t } from "../../lib/i18n/i18n.ts";
import "../../lib/i18n/ui.ts";

export function UserMenu({ user }: { user: SessionUser }) {
  // the account's language and theme follow the student to this browser (the menu shows once signed in)
  useEffect(() => {
    syncWithAccount(user.id).catch(() => undefined);
  }, [user.id]);
  return (
    // not modal: a modal menu locks scrolling with an inline <style>, which the CSP refuses
    <DropdownMenu.Root modal={false}>
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
            <Link
              to={paths.dashboard.root.href()}
              className="block rounded-md px-2 py-2 text-slate-800 outline-none data-[highlighted]:bg-brand-50"
            >
              {t("ui.userMenu.dashboard")}
            </Link>
          </DropdownMenu.Item>
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
