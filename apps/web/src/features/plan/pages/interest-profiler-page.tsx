import "../i18n.ts";
import {
  type InterestProfilerResponse,
  type InterestResult,
  type RiasecScores,
  interestFit,
  interestReason,
  scoreInterestProfiler,
  unansweredItems,
} from "@disha/shared/plan";
import { ErrorCode } from "@disha/shared";
import type { CareerSummary } from "@disha/content/knowledge/api";
import { type Ref, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { QueryStatus } from "../../../components/ui/query-status.tsx";
import { paths } from "../../../config/paths.ts";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { useSession } from "../../../lib/auth/use-session.ts";
import { localized } from "../../../lib/i18n/content.ts";
import { formatIndiaDateTime } from "../../../lib/i18n/dates.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import {
  useCareersForCode,
  useInterests,
  useProfilerItems,
  useRecommendations,
  useSaveInterests,
} from "../api/plan-api.ts";
import { InterestTypes } from "../components/interest-types.tsx";
import { ProfilerQuestion } from "../components/profiler-question.tsx";
import { RecommendationList } from "../components/recommendation-list.tsx";
import { RiasecChart } from "../components/riasec-chart.tsx";
import { useSavePendingPlan } from "../hooks.ts";
import { type Answers, keepAnswersSoFar, keepPendingInterests, readAnswersSoFar } from "../pending.ts";
import { codeNames, reasonWords } from "../words.ts";

type Items = InterestProfilerResponse["items"];
/** A result on screen: saved (with its id and date) or scored in the browser for a visitor. */
type ShownResult = { scores: RiasecScores; code: string; saved: InterestResult | null };

const CAREERS_SHOWN = 6;

export default function InterestProfilerPage() {
  usePageMeta(t("plan.profiler.title"), t("plan.profiler.description"));
  const items = useProfilerItems();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t("plan.profiler.title")}</h1>
      <QueryStatus
        query={items}
        messages={{ loading: t("plan.profiler.loading"), failed: t("plan.profiler.loadFailed") }}
      >
        {(found) => <Profiler items={found.items} />}
      </QueryStatus>
    </div>
  );
}

function Profiler({ items }: { items: Items }) {
  const { user, isPending } = useSession();
  const signedIn = Boolean(user);
  const interests = useInterests(signedIn);
  const saveInterests = useSaveInterests();
  useSavePendingPlan(signedIn);
  const [answers, setAnswers] = useState<Answers>(readAnswersSoFar);
  const [index, setIndex] = useState(() => firstUnanswered(items, readAnswersSoFar()));
  const [result, setResult] = useState<ShownResult | null>(null);
  const [retaking, setRetaking] = useState(false);
  const [showMissing, setShowMissing] = useState(false);
  const [notKept, setNotKept] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // after each answer or Back, keyboard and screen-reader users continue at the new question
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    headingRef.current?.focus();
  }, [index, result]);

  if (isPending || (signedIn && interests.isPending)) {
    return <p className="mt-6 text-slate-700">{t("plan.profiler.loading")}</p>;
  }

  const latest = interests.data?.latest ?? null;
  const started = Object.keys(answers).length > 0;
  const shown: ShownResult | null =
    result ?? (latest && !retaking && !started ? { scores: latest.scores, code: latest.code, saved: latest } : null);

  const goTo = (next: number) => {
    moved.current = true;
    setShowMissing(false);
    setIndex(Math.max(0, Math.min(items.length - 1, next)));
  };

  const finish = (all: Answers) => {
    const missing = unansweredItems(items, all);
    if (missing.length > 0) {
      goTo(items.findIndex((item) => item.id === missing[0]));
      setShowMissing(true);
      return;
    }
    moved.current = true;
    if (!signedIn) {
      const scored = scoreInterestProfiler(items, all);
      keepPendingInterests(all);
      keepAnswersSoFar(null);
      setAnswers({});
      setResult({ ...scored, saved: null });
      return;
    }
    saveInterests.mutate(all, {
      onSuccess: (saved) => {
        keepAnswersSoFar(null);
        setAnswers({});
        setRetaking(false);
        setResult({ scores: saved.scores, code: saved.code, saved });
      },
      // CONSENT_MODE=parent, no consent yet: the result is shown, and the server's words say why it is not kept
      onError: (error) => {
        if (!(error instanceof ApiRequestError) || error.code !== ErrorCode.consentRequired) return;
        keepAnswersSoFar(null);
        setAnswers({});
        setRetaking(false);
        setNotKept(error.message);
        setResult({ ...scoreInterestProfiler(items, all), saved: null });
      },
    });
  };

  if (shown) {
    return (
      <>
        {notKept ? (
          <p role="status" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-slate-900">
            {notKept}
          </p>
        ) : null}
        <ProfilerResult
          result={shown}
          signedIn={signedIn}
          history={interests.data?.history ?? []}
          headingRef={headingRef}
          onRetake={() => {
            moved.current = true;
            setResult(null);
            setRetaking(true);
            setIndex(0);
          }}
        />
      </>
    );
  }

  const item = items[index];
  if (!item) return null;
  const last = index === items.length - 1;
  const answer = (value: number, advance: boolean) => {
    const next = { ...answers, [item.id]: value };
    setAnswers(next);
    keepAnswersSoFar(next);
    setShowMissing(false);
    if (advance && !last) goTo(index + 1);
  };

  return (
    <>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t("plan.profiler.intro")}</p>
      <section
        aria-label={t("plan.profiler.region")}
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <ProfilerQuestion
          key={item.id}
          item={item}
          number={index + 1}
          total={items.length}
          answered={Object.keys(answers).length}
          answer={answers[item.id]}
          headingRef={headingRef}
          onAnswer={answer}
          onBack={index > 0 ? () => goTo(index - 1) : null}
          onNext={() => {
            if (answers[item.id] === undefined) setShowMissing(true);
            else if (last) finish(answers);
            else goTo(index + 1);
          }}
          last={last}
          showMissing={showMissing}
        />
        {saveInterests.isPending ? (
          <p role="status" className="mt-4 text-slate-700">
            {t("plan.profiler.saving")}
          </p>
        ) : null}
        {saveInterests.isError ? (
          <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
            {t("plan.profiler.saveFailed", { reason: saveInterests.error.message })}
          </p>
        ) : null}
      </section>
    </>
  );
}

function firstUnanswered(items: Items, answers: Answers): number {
  const index = items.findIndex((item) => answers[item.id] === undefined);
  return index === -1 ? Math.max(0, items.length - 1) : index;
}

function ProfilerResult({
  result,
  signedIn,
  history,
  headingRef,
  onRetake,
}: {
  result: ShownResult;
  signedIn: boolean;
  history: readonly InterestResult[];
  headingRef: Ref<HTMLHeadingElement>;
  onRetake: () => void;
}) {
  return (
    <div className="mt-6 space-y-8">
      <section
        aria-labelledby="profiler-result"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <h2
          id="profiler-result"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-slate-900 outline-none"
        >
          {t("plan.profiler.code", { code: result.code })}
        </h2>
        <p className="mt-1 text-lg text-slate-700">{codeNames(result.code)}</p>
        {result.saved ? (
          <p className="mt-1 text-sm text-slate-600">
            {t("plan.profiler.takenOn", { date: formatIndiaDateTime(result.saved.takenAt) })}
          </p>
        ) : null}
        <div className="mt-6">
          <RiasecChart scores={result.scores} code={result.code} />
        </div>
        <p className="mt-3 text-sm text-slate-600">{t("plan.profiler.tieOrder")}</p>
        {signedIn ? null : <SaveBySigningUp />}
        <button type="button" onClick={onRetake} className={`${buttonStyles.secondary} mt-6`}>
          {t("plan.profiler.retake")}
        </button>
      </section>

      <section aria-labelledby="profiler-careers">
        <h2 id="profiler-careers" className="text-2xl font-bold text-slate-900">
          {t("plan.profiler.careersTitle")}
        </h2>
        <p className="mt-1 text-slate-700">{t("plan.profiler.careersIntro")}</p>
        {signedIn ? <SignedInCareers /> : <CareersForCode code={result.code} />}
      </section>

      <section aria-labelledby="profiler-types">
        <h2 id="profiler-types" className="text-2xl font-bold text-slate-900">
          {t("plan.profiler.typesTitle")}
        </h2>
        <InterestTypes scores={result.scores} code={result.code} />
      </section>

      {signedIn && history.length > 0 ? (
        <section aria-labelledby="profiler-history">
          <h2 id="profiler-history" className="text-2xl font-bold text-slate-900">
            {t("plan.profiler.history")}
          </h2>
          <ol className="mt-3 space-y-1 text-slate-800">
            {history.map((entry) => (
              <li key={entry.id}>
                {t("plan.profiler.historyItem", { code: entry.code, date: formatIndiaDateTime(entry.takenAt) })}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}

function SaveBySigningUp() {
  return (
    <div className="mt-6 rounded-xl border border-brand-100 bg-brand-50 p-4">
      <h3 className="text-lg font-semibold text-slate-900">{t("plan.profiler.saveBySigningUp")}</h3>
      <p className="mt-1 text-slate-800">{t("plan.profiler.saveBySigningUpText")}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Link to={paths.signUp.href()} className={buttonStyles.primary}>
          {t("plan.profiler.signUp")}
        </Link>
        <Link to={paths.signIn.href()} className={buttonStyles.secondary}>
          {t("plan.profiler.signIn")}
        </Link>
      </div>
    </div>
  );
}

function SignedInCareers() {
  const recommendations = useRecommendations({ limit: CAREERS_SHOWN });
  return (
    <QueryStatus
      query={recommendations}
      placement="card"
      messages={{ loading: t("plan.profiler.careersLoading"), failed: t("plan.profiler.careersFailed") }}
    >
      {(found) => (
        <>
          <RecommendationList items={found.items} />
          <Link to={paths.dashboard.recommendations.href()} className={`${buttonStyles.primary} mt-4`}>
            {t("plan.profiler.allRecommendations")}
          </Link>
        </>
      )}
    </QueryStatus>
  );
}

/** A visitor's careers, ranked in the browser by interest fit alone (the only thing Disha knows of them). */
function CareersForCode({ code }: { code: string }) {
  const careers = useCareersForCode(code);
  return (
    <QueryStatus
      query={careers}
      placement="card"
      messages={{ loading: t("plan.profiler.careersLoading"), failed: t("plan.profiler.careersFailed") }}
    >
      {(found) => <RankedCareers code={code} careers={found.items} />}
    </QueryStatus>
  );
}

function RankedCareers({ code, careers }: { code: string; careers: readonly CareerSummary[] }) {
  const ranked = careers
    .map((career) => ({ career, fit: interestFit(code, career.riasec) }))
    .sort((a, b) => b.fit - a.fit || a.career.name.en.localeCompare(b.career.name.en))
    .slice(0, CAREERS_SHOWN);
  return (
    <ul className="mt-4 grid gap-3 sm:grid-cols-2">
      {ranked.map(({ career }) => {
        return (
          <li key={career.id} className="rounded-2xl border border-slate-200 bg-white p-4">
            <Link
              to={paths.career.href(career.id)}
              data-content
              className="text-lg font-semibold text-brand-800 underline-offset-4 hover:underline"
            >
              {localized(career.name)}
            </Link>
            <p className="mt-1 text-slate-800">{reasonWords(interestReason(code, career))}</p>
          </li>
        );
      })}
    </ul>
  );
}
