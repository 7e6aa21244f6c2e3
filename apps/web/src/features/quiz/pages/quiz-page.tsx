import "../i18n.ts";
import { quiz } from "@disha/content/quiz";
import { useEffect, useRef } from "react";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { QuizExploreView } from "../components/quiz-explore.tsx";
import { QuizQuestionView } from "../components/quiz-question.tsx";
import { QuizResultView } from "../components/quiz-result.tsx";
import { SavedResultNote } from "../components/saved-result-note.tsx";
import { useQuizWalk } from "../hooks/use-quiz-walk.ts";
import { t } from "../../../lib/i18n/i18n.ts";

export default function QuizPage() {
  usePageMeta(t("quiz.title"), t("quiz.description"));
  const walk = useQuizWalk(quiz);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusedNode = useRef(walk.nodeId);

  // after each answer, Back or Restart, keyboard and screen-reader users continue at the new question or result
  useEffect(() => {
    if (focusedNode.current === walk.nodeId) return;
    focusedNode.current = walk.nodeId;
    headingRef.current?.focus();
  }, [walk.nodeId]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t("quiz.title")}</h1>
      <p className="mt-3 text-lg text-slate-700">{t("quiz.intro")}</p>

      <section
        aria-label={t("quiz.region")}
        className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        {walk.node.kind === "question" ? (
          <QuizQuestionView
            key={walk.nodeId}
            question={walk.node}
            number={walk.depth}
            headingRef={headingRef}
            onChoose={walk.choose}
          />
        ) : walk.node.kind === "explore" ? (
          <QuizExploreView headingRef={headingRef} onRestart={walk.restart} />
        ) : (
          <>
            <QuizResultView result={walk.node} headingRef={headingRef} onRestart={walk.restart} />
            <SavedResultNote resultId={walk.nodeId} />
          </>
        )}
        {walk.depth > 1 ? (
          <button type="button" onClick={walk.back} className={`${buttonStyles.ghost} mt-6`}>
            <span aria-hidden="true">←</span> {t("quiz.back")}
          </button>
        ) : null}
      </section>
    </div>
  );
}
