import type { ExamWindow, PlanResponse } from "@disha/shared/plan";
import { Link } from "react-router";
import { ExternalLink } from "../../../components/ui/external-link.tsx";
import { paths } from "../../../config/paths.ts";
import { localized } from "../../../lib/i18n/content.ts";
import { QueryStatus } from "../../../components/ui/query-status.tsx";
import { t } from "../../../lib/i18n/i18n.ts";
import { usePlan } from "../api/plan-api.ts";
import { useSavePendingPlan } from "../hooks.ts";
import "../i18n.ts";
import { codeNames, monthNames } from "../words.ts";
import { ProgressBar } from "./progress-bar.tsx";

const linkStyles = "font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900";
const cardStyles = "rounded-2xl border border-slate-200 bg-white p-5 sm:p-6";

/** The dashboard's My Plan: interest code, saved careers with progress and next steps, exam windows. */
export function MyPlan() {
  const savedPending = useSavePendingPlan(true);
  const plan = usePlan();
  return (
    <section aria-labelledby="my-plan" className="space-y-4">
      <h2 id="my-plan" className="text-2xl font-bold text-slate-900">
        {t("plan.myPlan.title")}
      </h2>
      {savedPending ? (
        <p role="status" className="rounded-lg border border-green-300 bg-green-50 px-4 py-2 text-green-900">
          {t("plan.myPlan.savedPending")}
        </p>
      ) : null}
      {plan.isPending ? (
        <PlanCards plan={undefined} />
      ) : (
        <QueryStatus query={plan} placement="card" messages={{ loading: null, failed: t("plan.myPlan.failed") }}>
          {(data) => <PlanCards plan={data} />}
        </QueryStatus>
      )}
    </section>
  );
}

/** `plan` undefined: the cards with their headings and room for a new student's answers, while the plan loads. */
function PlanCards({ plan }: { plan: PlanResponse | undefined }) {
  return (
    <div className="grid gap-4 lg:grid-cols-3" aria-busy={plan === undefined}>
      <InterestCode plan={plan} />
      <SavedCareers plan={plan} />
      <ExamWindows windows={plan?.examWindows} />
    </div>
  );
}

/** A card's body while the plan loads, as tall as its usual answer (`lines` of text): the page below stays put. */
function CardLoading({ lines, said }: { lines: 2 | 3 | 5; said?: boolean }) {
  const height = { 2: "min-h-12", 3: "min-h-18", 5: "min-h-30" }[lines];
  // the first card says it; the others only keep their room
  return said ? (
    <p className={`mt-2 ${height} text-slate-700`}>{t("plan.myPlan.loading")}</p>
  ) : (
    <div className={`mt-2 ${height}`} />
  );
}

function InterestCode({ plan }: { plan: PlanResponse | undefined }) {
  return (
    <section aria-labelledby="my-plan-code" className={cardStyles}>
      <h3 id="my-plan-code" className="text-lg font-semibold text-slate-900">
        {t("plan.myPlan.interestCode")}
      </h3>
      {!plan ? (
        <CardLoading lines={5} said />
      ) : plan.interests ? (
        <>
          <p className="mt-2 text-4xl font-black tracking-widest text-brand-800">{plan.interests.code}</p>
          <p className="mt-1 text-slate-700">{codeNames(plan.interests.code)}</p>
          <Link to={paths.interestProfiler.href()} className={`${linkStyles} mt-3 inline-block`}>
            {t("plan.myPlan.seeResult")}
          </Link>
        </>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{t("plan.myPlan.noInterests")}</p>
          <Link to={paths.interestProfiler.href()} className={`${linkStyles} mt-3 inline-block`}>
            {t("plan.profiler.start")}
          </Link>
        </>
      )}
      {plan ? (
        <Link to={paths.dashboard.recommendations.href()} className={`${linkStyles} mt-3 block`}>
          {t("plan.myPlan.recommendations")}
        </Link>
      ) : null}
    </section>
  );
}

function SavedCareers({ plan }: { plan: PlanResponse | undefined }) {
  return (
    <section aria-labelledby="my-plan-shortlist" className={`${cardStyles} lg:col-span-2`}>
      <h3 id="my-plan-shortlist" className="text-lg font-semibold text-slate-900">
        {t("plan.myPlan.shortlist")}
      </h3>
      {!plan ? (
        <CardLoading lines={2} />
      ) : plan.shortlist.length === 0 ? (
        <p className="mt-2 text-slate-700">{t("plan.myPlan.noShortlist")}</p>
      ) : (
        <ul className="mt-3 space-y-4">
          {plan.shortlist.map((item) => {
            const name = localized(item.name);
            const count = item.progress.done + item.progress.skipped;
            return (
              <li key={item.slug}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <Link to={paths.career.href(item.slug)} data-content className={linkStyles}>
                    {name}
                  </Link>
                  <span className="text-sm text-slate-700">
                    {t("plan.progress.summary", { count, total: item.progress.total, percent: item.progress.percent })}
                  </span>
                </div>
                <ProgressBar
                  value={count}
                  max={item.progress.total || 1}
                  label={t("plan.progress.bar", { path: name })}
                  className="mt-1.5"
                />
                <p className="mt-1 text-sm text-slate-700">
                  {item.progress.nextStep ? (
                    <>
                      {t("plan.shortlist.nextStepLabel")}{" "}
                      <span data-content>{localized(item.progress.nextStep.title)}</span>
                    </>
                  ) : (
                    t("plan.shortlist.allStepsDone")
                  )}
                </p>
              </li>
            );
          })}
        </ul>
      )}
      <Link to={paths.dashboard.shortlist.href()} className={`${linkStyles} mt-4 inline-block`}>
        {t("plan.myPlan.seeShortlist")}
      </Link>
    </section>
  );
}

function ExamWindows({ windows }: { windows: readonly ExamWindow[] | undefined }) {
  return (
    <section aria-labelledby="my-plan-exams" className={`${cardStyles} lg:col-span-3`}>
      <h3 id="my-plan-exams" className="text-lg font-semibold text-slate-900">
        {t("plan.myPlan.exams")}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t("plan.myPlan.examsIntro")}</p>
      {!windows ? (
        <CardLoading lines={3} />
      ) : windows.length === 0 ? (
        <p className="mt-3 text-slate-700">{t("plan.myPlan.noExams")}</p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {windows.map((exam) => (
            <li key={exam.examId} className="rounded-xl border border-slate-200 p-4">
              <Link to={paths.exam.href(exam.examId)} data-content className={linkStyles}>
                {localized(exam.name)}
              </Link>
              <p data-content className="text-sm text-slate-700">
                {localized(exam.fullName)}
              </p>
              {exam.applicationMonths.length > 0 ? (
                <p className="mt-1 text-slate-800">
                  {t("plan.myPlan.applications", { months: monthNames(exam.applicationMonths) })}
                </p>
              ) : null}
              {exam.examMonths.length > 0 ? (
                <p className="text-slate-800">{t("plan.myPlan.examMonths", { months: monthNames(exam.examMonths) })}</p>
              ) : null}
              <ExternalLink href={exam.officialSite}>
                {t("plan.myPlan.officialSite", { exam: localized(exam.name) })}
              </ExternalLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
