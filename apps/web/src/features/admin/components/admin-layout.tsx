import "../i18n.ts";
import { Link, NavLink, Outlet } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { paths } from "../../../config/paths.ts";
import { useSession } from "../../../lib/auth/use-session.ts";
import { type MessageKey, t } from "../../../lib/i18n/i18n.ts";

const tabs = [
  { key: "workshops", href: paths.admin.workshops.href() },
  { key: "support", href: paths.admin.support.href() },
  { key: "mentors", href: paths.admin.mentors.href() },
  { key: "accounts", href: paths.admin.accounts.href() },
  { key: "outbox", href: paths.admin.outbox.href() },
  { key: "schools", href: paths.admin.schools.href() },
  { key: "moderation", href: paths.admin.moderation.href() },
] as const;

/** The console's frame: its tabs, and the tab's page. The server refuses anyone but an admin. */
export default function AdminLayout() {
  usePageMeta(t("admin.title"), t("admin.description"));
  const session = useSession();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t("admin.title")}</h1>
      {session.isPending ? (
        <p className="mt-6 text-slate-700">{t("admin.loading")}</p>
      ) : session.user === null ? (
        <div className="mt-6">
          <p className="text-slate-700">{t("admin.signInFirst")}</p>
          <Link to={paths.signIn.href()} className={`${buttonStyles.primary} mt-4`}>
            {t("admin.signIn")}
          </Link>
        </div>
      ) : (
        <>
          <nav aria-label={t("admin.tabs.label")} className="mt-6 border-b border-slate-200">
            <ul className="-mb-px flex flex-wrap gap-1">
              {tabs.map((tab) => (
                <li key={tab.key}>
                  <NavLink
                    to={tab.href}
                    className={({ isActive }) =>
                      `inline-block rounded-t-lg border-b-2 px-4 py-2 font-medium ${
                        isActive
                          ? "border-brand-700 text-brand-800"
                          : "border-transparent text-slate-700 hover:border-slate-400 hover:text-slate-900"
                      }`
                    }
                  >
                    {t(`admin.tabs.${tab.key}` as MessageKey)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <Outlet />
        </>
      )}
    </div>
  );
}
