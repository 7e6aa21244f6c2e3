import { Link } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { sitePaths as paths } from "../../../config/site-paths.ts";
import { useSession } from "../../../lib/auth/use-session.ts";
import { Icon } from "./icon.tsx";
import { t } from "../../../lib/i18n/i18n.ts";
import { Trans } from "../../../lib/i18n/trans.tsx";

/**
 * Real counts only: careers and exams from the knowledge base (vite.config.ts counts them at build
 * time); mentors from the database, written into index.html by the server. No mentors, no figure.
 */
function heroFigures(): [id: "careers" | "exams" | "mentors", value: number][] {
  const mentors = Number(document.querySelector<HTMLMetaElement>('meta[name="disha:mentors"]')?.content);
  const figures: ["careers" | "exams", number][] = [
    ["careers", __KNOWLEDGE_COUNTS__.careers],
    ["exams", __KNOWLEDGE_COUNTS__.exams],
  ];
  return mentors > 0 ? [...figures, ["mentors", mentors]] : figures;
}

export function HeroSection() {
  // a signed-in student has an account already: Get Started takes them to their dashboard
  const { user } = useSession();
  return (
    <section aria-labelledby="hero-heading" className="overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:py-20 lg:grid-cols-2 lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-brand-100">
            <Icon name="compass" className="h-4 w-4" />
            {t("landing.hero.badge")}
          </p>
          <h1
            id="hero-heading"
            className="mt-5 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl"
          >
            <Trans
              k="landing.hero.title"
              parts={{ accent: (text) => <span className="text-brand-700">{text}</span> }}
            />
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-700">{t("landing.hero.text")}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={user ? paths.dashboard.root.href() : paths.createAccount.href()} className={buttonStyles.primary}>
              {t("landing.hero.getStarted")}
            </Link>
            {/* plain anchor: the target is on this page, so the browser scrolls to it and keeps the hash */}
            <a href="#howItWorks" className={buttonStyles.secondary}>
              <Icon name="chevronDown" className="h-5 w-5" />
              {t("landing.hero.watchVideo")}
            </a>
          </div>
          <ul className="mt-10 grid max-w-lg grid-cols-3 gap-4 border-t border-slate-200 pt-6">
            {heroFigures().map(([id, value]) => (
              <li key={id} className="flex flex-col">
                <span className="text-2xl font-bold text-brand-800 sm:text-3xl">{value}</span>
                <span className="text-sm text-slate-700">{t(`landing.hero.counters.${id}`)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="relative mx-auto w-full max-w-md lg:max-w-lg">
          {/* a road winding up to a flag: "Disha" means direction; a file, so it costs the page no script */}
          <img src="/hero-road.svg" alt="" width={400} height={360} className="h-auto w-full" />
          <div className="relative mx-auto -mt-8 flex max-w-xs items-center gap-3 rounded-xl bg-white p-4 shadow-lg ring-1 ring-slate-200 sm:absolute sm:bottom-6 sm:-left-4 sm:mt-0">
            <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white">
              <Icon name="certificate" />
            </span>
            <p className="text-sm text-slate-700">
              <strong className="block text-base text-slate-900">{t("landing.hero.certificatesTitle")}</strong>
              {t("landing.hero.certificatesText")}
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
