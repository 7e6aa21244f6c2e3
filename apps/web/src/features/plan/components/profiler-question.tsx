import { ANSWER_VALUES, type InterestProfilerResponse } from "@disha/shared/plan";
import { type FormEvent, type Ref, useId, useRef } from "react";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { localized } from "../../../lib/i18n/content.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { ProgressBar } from "./progress-bar.tsx";

type Item = InterestProfilerResponse["items"][number];

interface ProfilerQuestionProps {
  item: Item;
  number: number;
  total: number;
  answered: number;
  answer: number | undefined;
  headingRef: Ref<HTMLHeadingElement>;
  onAnswer: (answer: number, advance: boolean) => void;
  onBack: (() => void) | null;
  onNext: () => void;
  /** on the last question: Next becomes "See my result" */
  last: boolean;
  showMissing: boolean;
}

/**
 * One activity and its five-point scale as a radio group. A tap or click on an answer goes on to the
 * next question; with the keyboard, arrows choose and Enter (or Next) goes on, so choosing is never
 * a surprise jump.
 */
export function ProfilerQuestion(props: ProfilerQuestionProps) {
  const { item, number, total, answered, answer, headingRef, onAnswer, onBack, onNext, last, showMissing } = props;
  const headingId = useId();
  const hintId = useId();
  const byPointer = useRef(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onNext();
  };

  return (
    <form onSubmit={submit} noValidate>
      <p className="text-sm font-medium text-slate-700">{t("plan.profiler.questionOf", { number, total })}</p>
      <ProgressBar value={answered} max={total} label={t("plan.profiler.progress")} className="mt-2" />
      <fieldset
        aria-labelledby={headingId}
        aria-describedby={hintId}
        className="mt-6"
        onPointerDown={() => (byPointer.current = true)}
        onKeyDown={() => (byPointer.current = false)}
      >
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900 outline-none sm:text-2xl"
        >
          <span data-content>{localized(item.text)}</span>
        </h2>
        <p id={hintId} className="mt-1 text-slate-700">
          {t("plan.profiler.howMuch")}
        </p>
        <div className="mt-4 grid gap-2 sm:grid-cols-5">
          {ANSWER_VALUES.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white px-4 py-3 text-slate-900 hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600 sm:flex-col sm:gap-1 sm:text-center"
            >
              <input
                type="radio"
                name={`answer-${item.id}`}
                value={value}
                checked={answer === value}
                onChange={() => onAnswer(value, byPointer.current)}
                className="h-5 w-5 accent-brand-700"
              />
              {t(`plan.scale.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {showMissing && answer === undefined ? (
        <p role="alert" className="mt-3 text-red-700">
          {t("plan.profiler.chooseFirst")}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-between gap-3">
        {onBack ? (
          <button type="button" onClick={onBack} className={buttonStyles.secondary}>
            <span aria-hidden="true">←</span> {t("plan.profiler.back")}
          </button>
        ) : (
          <span />
        )}
        <button type="submit" className={buttonStyles.primary}>
          {last ? t("plan.profiler.seeResult") : t("plan.profiler.next")}
        </button>
      </div>
    </form>
  );
}
