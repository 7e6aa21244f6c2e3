import "../i18n.ts";
import { useEffect } from "react";
import { Outlet, useNavigate } from "react-router";
import { NavItem } from "../../../components/layout/nav-item.tsx";
import { SkipLink, useScrollToTopOnNavigate } from "../../../components/layout/main-layout.tsx";
import { SiteFooter } from "../../../components/layout/site-footer.tsx";
import { SiteHeader } from "../../../components/layout/site-header.tsx";
import { paths } from "../../../config/paths.ts";
import { useSession } from "../../../lib/auth/use-session.ts";
import { dashboardLinks, roleLinks } from "./sidebar-links.ts";
import { useMyRoles } from "../api/roles-api.ts";
import { t } from "../../../lib/i18n/i18n.ts";

/** The dashboard's own pages: a row under the site's one header, scrolled sideways on a phone. */
function DashboardNav() {
  const roles = useMyRoles();
  const links = [...dashboardLinks, ...roleLinks.filter((link) => roles.includes(link.role))];
  return (
    <nav aria-label={t("dashboard.nav.label")} className="border-b border-slate-200 bg-white">
      <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 py-1">
        {links.map((link) => (
          <li key={link.to} className="shrink-0">
            <NavItem
              to={link.to}
              end={link.end}
              className={(isActive) =>
                `flex min-h-11 items-center rounded-lg px-3 font-medium whitespace-nowrap ${isActive ? "bg-brand-700 text-white" : "text-slate-800 hover:bg-brand-50"}`
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
  const navigate = useNavigate();
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
    <>
      <SkipLink />
      <SiteHeader />
      <DashboardNav />
      {/* No Suspense of its own, as MainLayout: while a page's code loads the layout waits with it, so
          the footer is not drawn under an empty page and then pushed off the screen (a layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-[60vh] bg-slate-50 outline-none">
        <div className="mx-auto max-w-7xl p-4 sm:p-6 lg:p-8">
          <Outlet />
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
