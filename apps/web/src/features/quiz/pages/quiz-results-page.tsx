import "../i18n.ts";
import { Link, useLocation } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { paths } from "../../../config/paths.ts";
import { RoadmapLinks } from "../components/roadmap-links.tsx";
import { careerFromState, resultForCareer, roadmapsForResult } from "../quiz-results.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { inPageLanguage } from "../../../lib/i18n/content.ts";

export default function QuizResultsPage() {
  const { state } = useLocation() as { state: unknown };
  const career = careerFromState(state);
  const result = career ? resultForCareer(career) : undefined;
  const roadmaps = result ? roadmapsForResult(result) : [];
  usePageMeta(t("quiz.results.title"), t("quiz.results.description"));

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t("quiz.results.title")}</h1>
      <section
        aria-label={t("quiz.results.region")}
        className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        {career ? (
          <>
            <p className="text-lg font-semibold text-slate-700">{t("quiz.recommended")}</p>
            <p data-content className="mt-1 text-3xl font-bold text-brand-800">
              {result ? inPageLanguage(result).career : career}
            </p>
            <RoadmapLinks roadmaps={roadmaps} className="mt-4" />
          </>
        ) : (
          <>
            <p className="text-2xl font-bold text-slate-900">{t("quiz.results.noCareer")}</p>
            <p className="mt-2 text-slate-700">{t("quiz.results.takeQuiz")}</p>
          </>
        )}
        <Link to={paths.quiz.href()} className={`${buttonStyles.primary} mt-6`}>
          {t("quiz.results.tryAgain")}
        </Link>
      </section>
    </div>
  );
}
