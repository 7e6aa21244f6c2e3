import type { Ref } from "react";
import { Link } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { paths } from "../../../config/paths.ts";
import { t } from "../../../lib/i18n/i18n.ts";

/** The end of the "Not sure" path: ways to explore, not one career picked for the student. */
export function QuizExploreView({
  headingRef,
  onRestart,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  onRestart: () => void;
}) {
  return (
    <>
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
        {t("quiz.explore.title")}
      </h2>
      <p className="mt-3 text-slate-700">{t("quiz.explore.intro")}</p>
      <ul className="mt-4 space-y-3">
        <li>
          <Link
            to={paths.interestProfiler.href()}
            className="font-semibold text-brand-800 underline underline-offset-4"
          >
            {t("quiz.explore.profiler")}
          </Link>
          <p className="text-slate-700">{t("quiz.explore.profilerText")}</p>
        </li>
        <li>
          <Link to={paths.careers.href()} className="font-semibold text-brand-800 underline underline-offset-4">
            {t("quiz.explore.library")}
          </Link>
          <p className="text-slate-700">{t("quiz.explore.libraryText")}</p>
        </li>
      </ul>
      <button type="button" onClick={onRestart} className={`${buttonStyles.primary} mt-6`}>
        {t("quiz.restart")}
      </button>
    </>
  );
}
