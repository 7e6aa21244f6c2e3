import type { QuizResult } from "@disha/content/schemas";
import type { Ref } from "react";
import { Link } from "react-router";
import { RoadmapLinks } from "./roadmap-links.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { paths } from "../../../config/paths.ts";
import { type QuizResultsState, roadmapsForResult } from "../quiz-results.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { inPageLanguage } from "../../../lib/i18n/content.ts";

interface QuizResultViewProps {
  result: QuizResult;
  headingRef: Ref<HTMLHeadingElement>;
  onRestart: () => void;
}

export function QuizResultView({ result, headingRef, onRestart }: QuizResultViewProps) {
  const roadmaps = roadmapsForResult(result);
  const state: QuizResultsState = { career: result.career };
  return (
    <>
      <h2 ref={headingRef} tabIndex={-1} className="outline-none">
        <span className="block text-lg font-semibold text-slate-700">{t("quiz.recommended")}</span>
        <span data-content className="mt-1 block text-3xl font-bold text-brand-800">
          {inPageLanguage(result).career}
        </span>
      </h2>
      {roadmaps.length > 0 ? (
        <>
          <p className="mt-4 text-slate-700">{t("quiz.howToGetThere")}</p>
          <RoadmapLinks roadmaps={roadmaps} />
        </>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="button" onClick={onRestart} className={buttonStyles.primary}>
          {t("quiz.restart")}
        </button>
        <Link to={paths.quizResults.href()} state={state} className={buttonStyles.secondary}>
          {t("quiz.openResultPage")}
        </Link>
      </div>
    </>
  );
}
