import { lazy, Suspense, useId } from "react";
import { Link } from "react-router";
import { paths } from "../../../config/paths.ts";
import { useSession } from "../../../lib/auth/use-session.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import type { ProgressStep } from "../api/plan-api.ts";
import "../i18n.ts";

// the marks, their queries and their request schemas load only for a signed-in student: a visitor
// sees a link to sign in, and the roadmap and career pages draw without them
const StepMarks = lazy(() => import("./step-marks.tsx"));

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
 * in the student's account; progress is (done + skipped) / steps. A visitor sees a link to sign in.
 */
export function PathwayProgress({ pathId, pathName, steps, headingLevel = 2 }: PathwayProgressProps) {
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
        <Suspense fallback={null}>
          <StepMarks pathId={pathId} pathName={pathName} steps={steps} />
        </Suspense>
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
