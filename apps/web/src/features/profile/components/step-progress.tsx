import { PROFILE_STEP_TITLES } from "@disha/shared";

/** The three titled steps the student sees; `current` is 1-based. */
export function StepProgress({ current }: { current: number }) {
  const total = PROFILE_STEP_TITLES.length;
  return (
    <div>
      <ol aria-label="Profile progress" className="grid grid-cols-3 gap-2">
        {PROFILE_STEP_TITLES.map((title, index) => {
          const step = index + 1;
          const state = step < current ? "done" : step === current ? "current" : "todo";
          return (
            <li
              key={title}
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
                {title}
                {state === "done" ? <span className="sr-only"> (done)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
      <div aria-hidden="true" className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200">
        <div
          className="h-full rounded-full bg-brand-700 transition-all"
          style={{ width: `${(current / total) * 100}%` }}
        />
      </div>
    </div>
  );
}
