import type { PathProgress, ProgressStatus } from "@disha/shared/plan";
import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { paths } from "../../../config/paths.ts";
import { useSession } from "../../../lib/auth/use-session.ts";
import { QueryStatus } from "../../../components/ui/query-status.tsx";
import { t } from "../../../lib/i18n/i18n.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { type ProgressStep, useMarkStep, usePathProgress } from "../api/plan-api.ts";
import "../i18n.ts";
import { ProgressBar } from "./progress-bar.tsx";

const CHOICES = ["none", "in_progress", "done", "skipped"] as const satisfies readonly ProgressStatus[];

const choiceStyles: Record<ProgressStatus, string> = {
  none: "has-[:checked]:border-slate-600 has-[:checked]:bg-slate-100",
  in_progress: "has-[:checked]:border-amber-600 has-[:checked]:bg-amber-50",
  done: "has-[:checked]:border-green-700 has-[:checked]:bg-green-50",
  skipped: "has-[:checked]:border-slate-600 has-[:checked]:bg-slate-200",
};

interface PathwayProgressProps {
  /** a roadmap's slug or a career's slug */
  pathId: string;
  /** what the path is called, for the progress bar's name */
  pathName: string;
  steps: readonly ProgressStep[];
  headingLevel?: 2 | 3;
}

/**
 * Each step of a roadmap or career pathway marked Not started, In progress, Done or Skipped, kept
 * in the student's account; progress is (done + skipped) / steps. Brings its own query cache, so a
 * page without one (the roadmap pages) can show it.
 */
export function PathwayProgress(props: PathwayProgressProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <PathwayProgressSection {...props} />
    </QueryClientProvider>
  );
}

function PathwayProgressSection({ pathId, pathName, steps, headingLevel = 2 }: PathwayProgressProps) {
  const { user, isPending } = useSession();
  const headingId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section
      aria-labelledby={headingId}
      className="mt-10 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <Heading id={headingId} className="text-2xl font-bold text-slate-900">
        {t("plan.progress.title")}
      </Heading>
      {isPending ? null : user ? (
        <StepMarks pathId={pathId} pathName={pathName} steps={steps} />
      ) : (
        <p className="mt-3 text-slate-700">
          {t("plan.progress.signIn")}{" "}
          <Link to={paths.signIn.href()} className="font-semibold text-brand-800 underline underline-offset-4">
            {t("plan.progress.signInLink")}
          </Link>
        </p>
      )}
    </section>
  );
}

function StepMarks({ pathId, pathName, steps }: { pathId: string; pathName: string; steps: readonly ProgressStep[] }) {
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

/** "3 of 7 steps done or skipped (42%)" and its bar. */
export function ProgressSummary({ progress, pathName }: { progress: PathProgress; pathName: string }) {
  const count = progress.done + progress.skipped;
  return (
    <div className="mt-3">
      <p className="text-slate-800" aria-live="polite">
        {t("plan.progress.summary", { count, total: progress.total, percent: progress.percent })}
      </p>
      <ProgressBar
        value={count}
        max={progress.total || 1}
        label={t("plan.progress.bar", { path: pathName })}
        className="mt-2"
      />
    </div>
  );
}
