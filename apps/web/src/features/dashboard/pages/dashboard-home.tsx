import { Link } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { UserIdentity } from "../../../components/ui/user-identity.tsx";
import { paths } from "../../../config/paths.ts";
import { YourDataSection } from "../components/your-data-section.tsx";
import { useSession } from "../../../lib/auth/use-session.ts";

const tiles = [
  { number: "01", title: "Mentors", text: "Book a one-on-one session with an expert.", to: paths.mentors.href() },
  { number: "02", title: "AI Mentor", text: "Ask anything about streams, exams and careers.", to: paths.dashboard.chat.href() },
  { number: "03", title: "Career Library", text: "Explore roadmaps for Science, Commerce and Arts.", to: paths.dashboard.library.href() },
  { number: "04", title: "Workshops", text: "Join live workshops with professionals.", to: paths.workshops.href() },
] as const;

export default function DashboardHome() {
  usePageMeta("Dashboard");
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="space-y-8">
      <section aria-labelledby="greeting" className="rounded-2xl bg-gradient-to-r from-brand-800 to-brand-600 p-6 text-white sm:p-8">
        <h1 id="greeting" className="text-2xl font-bold sm:text-3xl">
          Welcome back, {user.name}!
        </h1>
        <p className="mt-2 max-w-2xl text-brand-50">
          Every step counts. Keep exploring careers, finish your profile and track your progress towards the future you want.
        </p>
      </section>

      <div className="grid gap-6 xl:grid-cols-3">
        <section aria-label="Your profile" className="rounded-2xl border border-slate-200 bg-white p-6">
          <UserIdentity user={user} avatarSize={64} nameClassName="text-lg font-semibold" />
          <Link to={paths.dashboard.profile.href()} className="mt-6 inline-flex rounded-lg border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50">
            Edit profile
          </Link>
        </section>

        <nav aria-label="Explore" className="xl:col-span-2">
          <ul className="grid gap-4 sm:grid-cols-2">
            {tiles.map((tile) => (
              <li key={tile.number}>
                <Link to={tile.to} className="flex h-full gap-4 rounded-2xl border border-slate-200 bg-white p-5 hover:border-brand-600 hover:shadow-md">
                  <span className="text-3xl font-black text-brand-700" aria-hidden="true">
                    {tile.number}
                  </span>
                  <span>
                    <span className="block text-lg font-semibold text-slate-900">{tile.title}</span>
                    <span className="mt-1 block text-slate-700">{tile.text}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <YourDataSection />
    </div>
  );
}
