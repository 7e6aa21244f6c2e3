import "../i18n.ts";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { useAfterFirstPaint } from "../../../lib/use-after-first-paint.ts";
import { type MessageKey, t } from "../../../lib/i18n/i18n.ts";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { UserIdentity } from "../../../components/ui/user-identity.tsx";
import { paths } from "../../../config/paths.ts";
import { UpcomingSessions } from "../components/upcoming-sessions.tsx";
import { FirstSteps, useIsNewAccount } from "../components/first-steps.tsx";
import { MyPlan } from "../../plan/index.ts";
import { CommunityNotices } from "../../community/index.ts";
import { useSession } from "../../../lib/auth/use-session.ts";

// the account's forms (and their validation code) load once the page is on screen, so the greeting,
// the checklist and the plan do not wait for them (issue 24's Lighthouse figures)
const AccountSections = lazy(() => import("../components/account-sections.tsx"));

const tiles = [
  { number: "01", id: "mentors", to: paths.mentors.href() },
  { number: "02", id: "chat", to: paths.dashboard.chat.href() },
  { number: "03", id: "library", to: paths.dashboard.library.href() },
  { number: "04", id: "workshops", to: paths.workshops.href() },
  { number: "05", id: "exams", to: paths.exams.href() },
  { number: "06", id: "colleges", to: paths.colleges.href() },
  { number: "07", id: "scholarships", to: paths.scholarships.href() },
] as const;

export default function DashboardHome() {
  usePageMeta(t("dashboard.home.title"));
  const { user } = useSession();
  const newAccount = useIsNewAccount();
  const painted = useAfterFirstPaint();
  if (!user) return null;
  return (
    <div className="space-y-8">
      <section
        aria-labelledby="greeting"
        className="rounded-2xl bg-gradient-to-r from-brand-800 to-brand-600 p-6 text-white sm:p-8"
      >
        <h1 id="greeting" className="text-2xl font-bold sm:text-3xl">
          {t(newAccount === false ? "dashboard.home.welcome" : "dashboard.home.welcomeNew", { name: user.name })}
        </h1>
        <p className="mt-2 max-w-2xl text-brand-50">{t("dashboard.home.intro")}</p>
      </section>

      <FirstSteps />
      <MyPlan />
      <UpcomingSessions />
      <CommunityNotices />

      <div className="grid gap-6 xl:grid-cols-3">
        <section
          aria-label={t("dashboard.home.yourProfile")}
          className="rounded-2xl border border-slate-200 bg-white p-6"
        >
          <UserIdentity user={user} avatarSize={64} nameClassName="text-lg font-semibold" />
          <Link
            to={paths.dashboard.profile.href()}
            className="mt-6 inline-flex rounded-lg border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
          >
            {t("dashboard.home.editProfile")}
          </Link>
        </section>

        <nav aria-label={t("dashboard.home.explore")} className="xl:col-span-2">
          <ul className="grid gap-4 sm:grid-cols-2">
            {tiles.map((tile) => (
              <li key={tile.number}>
                <Link
                  to={tile.to}
                  className="flex h-full gap-4 rounded-2xl border border-slate-200 bg-white p-5 hover:border-brand-600 hover:shadow-md"
                >
                  <span className="text-3xl font-black text-brand-700" aria-hidden="true">
                    {tile.number}
                  </span>
                  <span>
                    <span className="block text-lg font-semibold text-slate-900">
                      {t(`dashboard.home.tiles.${tile.id}.title` as MessageKey)}
                    </span>
                    <span className="mt-1 block text-slate-700">
                      {t(`dashboard.home.tiles.${tile.id}.text` as MessageKey)}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      {painted && (
        <Suspense fallback={null}>
          <AccountSections />
        </Suspense>
      )}
    </div>
  );
}
