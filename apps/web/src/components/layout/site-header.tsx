import { lazy, Suspense, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { sitePaths as paths } from "../../config/site-paths.ts";
import { useSession } from "../../lib/auth/use-session.ts";
import { t } from "../../lib/i18n/i18n.ts";
import { useAfterFirstPaint } from "../../lib/use-after-first-paint.ts";
import { Logo } from "../ui/logo.tsx";
import { NavItem } from "./nav-item.tsx";
import { LanguageSwitch, ThemeToggle } from "./preferences-controls.tsx";
import { mainNavLinks } from "./nav-links.ts";

// the menu's code loads only for signed-in visitors, once the page is on screen: it does not compete
// with the page's own code and answers for the first paint (issue 24's Lighthouse figures)
const UserMenu = lazy(() => import("./user-menu.tsx").then((m) => ({ default: m.UserMenu })));

const navLinkClass = (isActive: boolean) =>
  `inline-flex min-h-11 items-center rounded-md px-2 font-medium ${isActive ? "text-brand-800 underline underline-offset-4" : "text-slate-800 hover:text-brand-800"}`;

// a row a thumb can hit: 44 px tall, the width of the panel
const menuRowClass = (isActive: boolean) =>
  `flex min-h-11 items-center rounded-lg px-3 font-medium ${isActive ? "bg-brand-700 text-white" : "text-slate-800 hover:bg-brand-50"}`;

export function SiteHeader() {
  const { user, isPending } = useSession();
  const painted = useAfterFirstPaint();
  const avatarPlaceholder = <span aria-hidden="true" className="inline-block size-[50px] rounded-full bg-brand-700" />;
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <div className="flex items-center gap-2">
          <MobileMenu />
          <Logo />
        </div>
        <nav aria-label={t("common.nav.main")} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {mainNavLinks.map((link) => (
              <li key={link.to}>
                <NavItem to={link.to} end={link.end} className={navLinkClass}>
                  {t(link.label)}
                </NavItem>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex min-w-24 items-center justify-end gap-2">
          <LanguageSwitch className="hidden sm:inline-flex" />
          <ThemeToggle />
          {isPending ? null : user ? (
            painted ? (
              <Suspense fallback={avatarPlaceholder}>
                <UserMenu user={user} />
              </Suspense>
            ) : (
              avatarPlaceholder
            )
          ) : (
            <>
              <Link
                to={paths.signIn.href()}
                className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-brand-800 hover:bg-brand-50"
              >
                {t("common.nav.signIn")}
              </Link>
              <Link
                to={paths.createAccount.href()}
                className="hidden min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 md:inline-flex"
              >
                {t("common.nav.signUp")}
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}

/** The small-screen navigation: a native popover sliding out from the left; Escape or a click outside closes it. */
function MobileMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const close = () => panelRef.current?.hidePopover();

  return (
    <div className="xl:hidden">
      <button
        type="button"
        popoverTarget={panelId}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t(open ? "common.nav.closeMenu" : "common.nav.openMenu")}
        className="inline-flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100"
      >
        <svg
          viewBox="0 0 24 24"
          className="h-6 w-6"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <div
        ref={panelRef}
        id={panelId}
        popover="auto"
        onToggle={(event) => setOpen(event.newState === "open")}
        className="fixed top-16 right-auto bottom-0 left-0 m-0 h-auto w-72 max-w-[85vw] overflow-y-auto border-r border-slate-200 bg-white p-3 shadow-xl backdrop:top-16 backdrop:bg-slate-900/40"
      >
        <nav aria-label={t("common.nav.main")}>
          <ul className="flex flex-col gap-1">
            {mainNavLinks.map((link, index) => (
              <li key={link.to}>
                <NavItem to={link.to} end={link.end} autoFocus={index === 0} className={menuRowClass} onClick={close}>
                  {t(link.label)}
                </NavItem>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch className="mt-3 px-3 sm:hidden" />
      </div>
    </div>
  );
}
