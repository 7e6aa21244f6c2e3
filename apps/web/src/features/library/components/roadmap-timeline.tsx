import type { RoadmapStep } from "@disha/content/schemas";
import { t } from "../../../lib/i18n/i18n.ts";

/** The steps as a numbered vertical timeline; the list itself is named by `labelledBy`. */
export function RoadmapTimeline({ steps, labelledBy }: { steps: readonly RoadmapStep[]; labelledBy: string }) {
  return (
    <ol aria-labelledby={labelledBy} className="relative mt-6 space-y-8 border-l-4 border-brand-100 pl-8 sm:ml-5">
      {steps.map((step, index) => (
        <li key={step.title} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-0 -left-[3.25rem] flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white ring-4 ring-white"
          >
            {index + 1}
          </span>
          <h3 className="text-lg font-semibold text-slate-900">
            <span className="sr-only">{t("library.roadmap.step", { number: index + 1 })}</span>
            <span data-content>{step.title}</span>
          </h3>
          <p data-content className="mt-1 text-slate-700">
            {step.description}
          </p>
        </li>
      ))}
    </ol>
  );
}
