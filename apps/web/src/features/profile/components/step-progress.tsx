import { PROFILE_VISIBLE_STEPS } from "@disha/shared";
import { type MessageKey, t } from "../../../lib/i18n/i18n.ts";

const steps = Array.from({ length: PROFILE_VISIBLE_STEPS }, (_, index) => index + 1);

/** The three titled steps the student sees; `current` is 1-based. */
export function StepProgress({ current }: { current: number }) {
  return (
    <div>
      <ol aria-label={t("profile.progress")} className="grid grid-cols-3 gap-2">
        {steps.map((step) => {
          const state = step < current ? "done" : step === current ? "current" : "todo";
          return (
            <li
              key={step}
              aria-current={state === "current" ? "step" : undefined}
              className="flex flex-col items-center gap-1 text-center"
            >
              <span
                aria-hidden="true"
                className={`flex h-8 w-8 items-center justify-center rounded-full text-sm font-bold ${
                  state === "todo" ? "border border-slate-400 bg-white text-slate-700" : "bg-brand-700 text-white"
                }`}
              >
                {state === "done" ? "✓" : step}
              </span>
              <span className={`text-sm ${state === "current" ? "font-semibold text-slate-900" : "text-slate-700"}`}>
                {t(`profile.steps.${step}` as MessageKey)}
                {state === "done" ? <span className="sr-only">{t("profile.done")}</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
      <div aria-hidden="true" className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200">
        <div
          className="h-full rounded-full bg-brand-700 transition-all"
          style={{ width: `${(current / PROFILE_VISIBLE_STEPS) * 100}%` }}
        />
      </div>
    </div>
  );
}
