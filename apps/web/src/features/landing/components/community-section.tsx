import { Link } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { sitePaths as paths } from "../../../config/site-paths.ts";
import { t, tList } from "../../../lib/i18n/i18n.ts";

/** The closing call to action: join the community and take the first step. */
export function CommunitySection() {
  return (
    <section aria-labelledby="community-heading" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        <div className="rounded-3xl bg-brand-800 px-6 py-12 text-white sm:px-12">
          <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
            <div>
              <h2 id="community-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
                {t("landing.community.title")}
              </h2>
              <p className="mt-4 text-lg text-brand-50">{t("landing.community.text")}</p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                <Link
                  to={paths.createAccount.href()}
                  className="inline-flex items-center justify-center rounded-lg bg-white px-5 py-2.5 font-semibold text-brand-900 hover:bg-brand-50"
                >
                  {t("landing.community.createAccount")}
                </Link>
                <Link to={paths.quiz.href()} className={`${buttonStyles.primary} ring-1 ring-white/70`}>
                  {t("landing.community.takeQuiz")}
                </Link>
              </div>
            </div>
            <ol className="space-y-4">
              {tList<{ title: string; text: string }>("landing.community.steps").map(([id, step], index) => (
                <li key={id} className="flex gap-4 rounded-2xl bg-brand-900 p-5">
                  <span
                    className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent-500 font-bold text-slate-900"
                    aria-hidden="true"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold">{step.title}</h3>
                    <p className="mt-1 text-brand-100">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </div>
    </section>
  );
}
