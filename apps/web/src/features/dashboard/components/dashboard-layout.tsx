import "../i18n.ts";
import { lazy, Suspense, useEffect, useState } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { NavItem } from "../../../components/layout/nav-item.tsx";
import { SkipLink, useScrollToTopOnNavigate } from "../../../components/layout/main-layout.tsx";
import { Logo } from "../../../components/ui/logo.tsx";
import { paths } from "../../../config/paths.ts";
import { useSession } from "../../../lib/auth/use-session.ts";
import { dashboardLinks, roleLinks } from "./sidebar-links.ts";
import { useMyRoles } from "../api/roles-api.ts";
import { t } from "../../../lib/i18n/i18n.ts";

const UserMenu = lazy(() => import("../../../components/layout/user-menu.tsx").then((m) => ({ default: m.UserMenu })));

function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const roles = useMyRoles();
  const links = [...dashboardLinks, ...roleLinks.filter((link) => roles.includes(link.role))];
  return (
    <nav aria-label={t("dashboard.nav.label")}>
      <ul className="space-y-1">
        {links.map((link) => (
          <li key={link.to}>
            <NavItem
              to={link.to}
              end={link.end}
              onClick={onNavigate}
              className={(isActive) =>
                `flex min-h-11 items-center rounded-lg px-3 py-2 font-medium ${isActive ? "bg-brand-700 text-white" : "text-slate-800 hover:bg-brand-50"}`
              }
            >
              {t(link.label)}
            </NavItem>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function DashboardLayout() {
  const { user, isPending } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => setMenuOpen(false), [location.pathname]);
  useEffect(() => {
    if (!isPending && !user) void navigate(paths.signIn.href(), { replace: true });
  }, [isPending, user, navigate]);
  useScrollToTopOnNavigate();

  if (isPending) {
    return (
      <div role="status" className="flex min-h-screen items-center justify-center text-lg text-slate-700">
        {t("dashboard.loading")}
      </div>
    );
  }
  if (!user) return null;

  return (
    <div className="min-h-screen bg-slate-50">
      <SkipLink />
      <aside className="fixed inset-y-0 left-0 hidden w-64 border-r border-slate-200 bg-white p-4 lg:block">
        <Logo />
        <div className="mt-8">
          <SidebarNav />
        </div>
      </aside>
      {menuOpen ? (
        <div className="fixed inset-0 z-40 lg:hidden">
          <div className="absolute inset-0 bg-slate-900/40" aria-hidden="true" onClick={() => setMenuOpen(false)} />
          <div id="dashboard-menu" className="absolute inset-y-0 left-0 w-64 bg-white p-4 shadow-xl">
            <SidebarNav onNavigate={() => setMenuOpen(false)} />
          </div>
        </div>
      ) : null}
      <div className="lg:pl-64">
        <header className="sticky top-0 z-30 flex h-16 items-center justify-between gap-4 border-b border-slate-200 bg-white px-4">
          <div className="flex items-center gap-2">
            <button
              type="button"
              className="rounded-md p-2.5 text-slate-800 hover:bg-slate-100 lg:hidden"
              aria-expanded={menuOpen}
              aria-controls="dashboard-menu"
              onClick={() => setMenuOpen((open) => !open)}
            >
              <span className="sr-only">{t(menuOpen ? "dashboard.nav.close" : "dashboard.nav.open")}</span>
              <svg
                viewBox="0 0 24 24"
                className="h-6 w-6"
                aria-hidden="true"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M4 7h16M4 12h16M4 17h16" />
              </svg>
            </button>
            <span className="lg:hidden">
              <Logo />
            </span>
          </div>
          <Suspense fallback={null}>
            <UserMenu user={user} />
          </Suspense>
        </header>
        <main id="main" tabIndex={-1} className="p-4 outline-none sm:p-6 lg:p-8">
          <Suspense fallback={<p className="sr-only">{t("common.loading")}</p>}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
