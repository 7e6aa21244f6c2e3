import { t } from "../../lib/i18n/i18n.ts";
import "../../lib/i18n/ui.ts";

export interface TimelineStep {
  /** unique within the timeline */
  key: string;
  title: string;
  description?: string | undefined;
  /** what kind of step it is ("After class 12"), in the interface's words, shown above the title */
  label?: string | undefined;
}

/** Ordered steps as a numbered vertical timeline; the list itself is named by `labelledBy`. */
export function Timeline({ steps, labelledBy }: { steps: readonly TimelineStep[]; labelledBy: string }) {
  return (
    <ol aria-labelledby={labelledBy} className="relative mt-6 space-y-8 border-l-4 border-brand-100 pl-8 sm:ml-5">
      {steps.map((step, index) => (
        <li key={step.key} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-0 -left-[3.25rem] flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white ring-4 ring-white"
          >
            {index + 1}
          </span>
          {step.label ? (
            <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{step.label}</p>
          ) : null}
          <h3 className="text-lg font-semibold text-slate-900">
            <span className="sr-only">{t("ui.timeline.step", { number: index + 1 })}</span>
            <span data-content>{step.title}</span>
          </h3>
          {step.description ? (
            <p data-content className="mt-1 text-slate-700">
              {step.description}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
