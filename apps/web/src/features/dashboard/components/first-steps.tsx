import { FIRST_STEPS, type FirstStepId } from "@disha/shared";
import { Link, useLocation } from "react-router";
import { paths } from "../../../config/paths.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { useFirstSteps } from "../api/first-steps-api.ts";

/** Where each step is taken. */
const stepLinks: Record<FirstStepId, string> = {
  profile: paths.dashboard.profile.href(),
  interests: paths.interestProfiler.href(),
  shortlist: paths.dashboard.recommendations.href(),
  exams: paths.dashboard.shortlist.href(),
  aiMentor: paths.dashboard.chat.href(),
  mentor: paths.mentors.href(),
};

/** While the steps load: the same six rows, unticked and with no "next", so the card has its final size. */
const loadingSteps = FIRST_STEPS.map((id) => ({ id, done: false }));

/** The state the profile form comes to the dashboard with, once the profile is saved. */
export interface ProfileSavedState {
  profileSaved: true;
}

function cameFromProfile(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as Partial<ProfileSavedState>).profileSaved === true;
}

/**
 * The first hour's "what next": six steps, each ticked from the student's own data, the next one a link.
 * Straight after the profile is saved, it says so and names the next step.
 */
export function FirstSteps() {
  const steps = useFirstSteps();
  const profileSaved = cameFromProfile(useLocation().state);
  if (steps.isError)
    return (
      <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
        {t("dashboard.firstSteps.failed")}
      </p>
    );
  const loading = steps.isPending;
  const list = loading ? loadingSteps : steps.data.steps;
  const done = list.filter((step) => step.done).length;
  const next = loading ? undefined : list.find((step) => !step.done)?.id;
  return (
    <section
      aria-labelledby="first-steps"
      aria-busy={loading}
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id="first-steps" className="text-xl font-bold text-slate-900">
        {t("dashboard.firstSteps.title")}
      </h2>
      {/* two lines while loading, as the progress line mostly takes on a phone: nothing below moves */}
      <p className={`mt-1 text-slate-700 ${loading ? "min-h-12" : ""}`}>
        {loading
          ? t("dashboard.firstSteps.loading")
          : done === list.length
            ? t("dashboard.firstSteps.allDone")
            : t("dashboard.firstSteps.progress", { done, total: list.length })}
      </p>
      {/* the live region is in the page before its words, so screen readers announce them */}
      <p
        role="status"
        className={
          profileSaved && !loading ? "mt-3 rounded-lg bg-green-50 px-3 py-2 font-semibold text-green-900" : "sr-only"
        }
      >
        {profileSaved && !loading
          ? next
            ? t("dashboard.firstSteps.profileSaved", { step: t(`dashboard.firstSteps.steps.${next}`) })
            : t("dashboard.firstSteps.profileSavedAllDone")
          : null}
      </p>
      <ol className="mt-4 space-y-1">
        {list.map((step) => (
          <li key={step.id} data-step={step.id} data-done={loading ? undefined : step.done}>
            <Link
              to={stepLinks[step.id]}
              className={`flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 hover:bg-brand-50 ${step.id === next ? "bg-brand-50 font-semibold text-brand-900" : "text-slate-800"}`}
            >
              <span
                aria-hidden="true"
                className={`inline-flex size-6 shrink-0 items-center justify-center rounded-full border-2 ${step.done ? "border-green-700 bg-green-700 text-white" : "border-slate-400"}`}
              >
                {step.done ? (
                  <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="3">
                    <path d="M5 12l5 5 9-10" />
                  </svg>
                ) : null}
              </span>
              <span className={step.done ? "text-slate-600 line-through" : undefined}>
                {t(`dashboard.firstSteps.steps.${step.id}`)}
              </span>
              {loading ? null : (
                <span className="sr-only">
                  {t(step.done ? "dashboard.firstSteps.doneMark" : "dashboard.firstSteps.todoMark")}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** "Welcome" in the session the account was created with, "Welcome back" after; the server decides. */
export function useIsNewAccount(): boolean | undefined {
  return useFirstSteps().data?.newAccount;
}
