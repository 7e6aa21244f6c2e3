import type { ProgressStatus } from "@disha/shared/plan";
import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { QueryStatus } from "../../../components/ui/query-status.tsx";
import { t } from "../../../lib/i18n/i18n.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { type ProgressStep, useMarkStep, usePathProgress } from "../api/plan-api.ts";
import "../i18n.ts";
import { ProgressSummary } from "./progress-summary.tsx";

const CHOICES = ["none", "in_progress", "done", "skipped"] as const satisfies readonly ProgressStatus[];

const choiceStyles: Record<ProgressStatus, string> = {
  none: "has-[:checked]:border-slate-600 has-[:checked]:bg-slate-100",
  in_progress: "has-[:checked]:border-amber-600 has-[:checked]:bg-amber-50",
  done: "has-[:checked]:border-green-700 has-[:checked]:bg-green-50",
  skipped: "has-[:checked]:border-slate-600 has-[:checked]:bg-slate-200",
};

interface StepMarksProps {
  pathId: string;
  pathName: string;
  steps: readonly ProgressStep[];
}

/** A signed-in student's marks on each step, with its own query cache: the roadmap pages have none. */
export default function StepMarks(props: StepMarksProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <StepMarkList {...props} />
    </QueryClientProvider>
  );
}

function StepMarkList({ pathId, pathName, steps }: StepMarksProps) {
  const progress = usePathProgress(pathId, steps, true);
  const { mark, failed } = useMarkStep(pathId, steps);
  const groupName = useId();
  // the radio shows the student's choice in the same render as the click; the cache (optimistic,
  // then the server's answer or the rollback) takes over as soon as it changes
  const [chosen, setChosen] = useState<Record<string, ProgressStatus>>({});
  useEffect(() => setChosen({}), [progress.data]);
  return (
    <QueryStatus
      query={progress}
      placement="card"
      messages={{ loading: t("plan.progress.loading"), failed: (error) => error.message }}
    >
      {(found) => (
        <>
          <ProgressSummary progress={found} pathName={pathName} />
          {failed ? (
            <p role="alert" className="mt-3 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
              {t("plan.progress.failed")}
            </p>
          ) : null}
          <ol className="mt-5 space-y-4">
            {steps.map((step, index) => {
              const current: ProgressStatus = chosen[step.id] ?? found.steps[step.id] ?? "none";
              return (
                <li key={step.id}>
                  <fieldset>
                    <legend className="font-semibold text-slate-900">
                      {t("plan.progress.stepNumber", { number: index + 1 })} <span data-content>{step.title}</span>
                    </legend>
                    <div className="mt-2 flex flex-wrap gap-2">
                      {CHOICES.map((status) => (
                        <label
                          key={status}
                          className={`flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900 ${choiceStyles[status]}`}
                        >
                          <input
                            type="radio"
                            name={`${groupName}-${step.id}`}
                            value={status}
                            checked={current === status}
                            onChange={() => {
                              setChosen((now) => ({ ...now, [step.id]: status }));
                              mark(step.id, status);
                            }}
                            className="h-4 w-4 accent-brand-700"
                          />
                          {t(`plan.status.${status}`)}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </QueryStatus>
  );
}
