import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { paths } from "../../config/paths.ts";
import { useSession } from "../../lib/auth/use-session.ts";
import { Logo } from "../ui/logo.tsx";
import { UserAvatar } from "../ui/user-avatar.tsx";
import { siteNavLinks } from "./nav-links.ts";

// the menu's code loads only for signed-in visitors
const UserMenu = lazy(() => import("./user-menu.tsx").then((m) => ({ default: m.UserMenu })));

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 font-medium ${isActive ? "text-brand-800 underline underline-offset-4" : "text-slate-800 hover:text-brand-800"}`;

export function SiteHeader() {
  const { user, isPending } = useSession();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <div className="flex items-center gap-2">
          <MobileMenu />
          <Logo />
        </div>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {siteNavLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={navLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex min-w-24 items-center justify-end gap-2">
          {isPending ? null : user ? (
            <Suspense fallback={<UserAvatar name={user.name} imageUrl={user.image} size={50} />}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <>
              <Link to={paths.signIn.href()} className="rounded-lg px-3 py-2 font-semibold text-brand-800 hover:bg-brand-50">
                Sign in
              </Link>
              <Link
                to={paths.createAccount.href()}
                className="hidden rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 md:inline-flex"
              >
                Sign up
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}

/** The small-screen navigation: a left slide-out that closes when a link is chosen or on Escape. */
function MobileMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>("a")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen((value) => !value)}
        className="rounded-md p-2 text-slate-800 hover:bg-slate-100"
      >
        <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      {open ? <div className="fixed inset-0 top-16 z-30 bg-slate-900/40" aria-hidden="true" onClick={() => setOpen(false)} /> : null}
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="fixed top-16 bottom-0 left-0 z-40 w-64 border-r border-slate-200 bg-white p-4 shadow-xl"
      >
        <nav aria-label="Main">
          <ul className="flex flex-col gap-1">
            {siteNavLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={navLinkClass} onClick={() => setOpen(false)}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
