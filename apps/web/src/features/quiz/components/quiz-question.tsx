import type { QuizQuestion } from "@disha/content/schemas";
import { type Ref, useId } from "react";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { inPageLanguage } from "../../../lib/i18n/content.ts";

interface QuizQuestionViewProps {
  question: QuizQuestion;
  number: number;
  headingRef: Ref<HTMLHeadingElement>;
  onChoose: (next: string) => void;
}

export function QuizQuestionView({ question: asked, number, headingRef, onChoose }: QuizQuestionViewProps) {
  const question = inPageLanguage(asked);
  const headingId = useId();
  return (
    <>
      <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{t("quiz.question", { number })}</p>
      <h2
        id={headingId}
        data-content
        ref={headingRef}
        tabIndex={-1}
        className="mt-1 text-xl font-bold text-slate-900 outline-none sm:text-2xl"
      >
        {question.question}
      </h2>
      <div role="group" aria-labelledby={headingId} className="mt-6 grid gap-3 sm:grid-cols-2">
        {question.options.map(inPageLanguage).map((option) => (
          <button
            key={option.label}
            type="button"
            onClick={() => onChoose(option.next)}
            className={`${buttonStyles.secondary} justify-start text-left`}
            data-content
          >
            {option.label}
          </button>
        ))}
      </div>
    </>
  );
}
