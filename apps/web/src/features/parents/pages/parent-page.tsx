import "../i18n.ts";
import {
  type ConsentStatus,
  PRIVACY_NOTICE_VERSION,
  type ParentChildSummary,
  type ParentChildView,
} from "@disha/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { fieldInputStyles, FormAlert } from "../../../components/ui/form-field.tsx";
import { QueryStatus } from "../../../components/ui/query-status.tsx";
import { paths } from "../../../config/paths.ts";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { useSession } from "../../../lib/auth/use-session.ts";
import { formatIndiaDateTime } from "../../../lib/i18n/dates.ts";
import { localized } from "../../../lib/i18n/content.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import {
  childQuery,
  childrenQuery,
  useDeleteStoredData,
  useGiveConsent,
  useLeaveChild,
  useWithdrawConsent,
} from "../api/parents-api.ts";
import { DeleteStoredData } from "../components/delete-stored-data.tsx";

const linkStyles = "font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900";

function ConsentCard({ child, consent }: { child: ParentChildSummary; consent: ConsentStatus }) {
  const give = useGiveConsent(child.studentId);
  const withdraw = useWithdrawConsent(child.studentId);
  const removeStored = useDeleteStoredData(child.studentId);
  const [agreed, setAgreed] = useState(false);
  if (!consent.required) return null;
  return (
    <section aria-labelledby="consent" className="rounded-2xl border border-amber-300 bg-amber-50 p-6">
      <h2 id="consent" className="text-lg font-semibold text-slate-900">
        {t("parents.consentForm.title")}
      </h2>
      {consent.given ? (
        <>
          <p className="mt-2 text-slate-800">
            {t("parents.consentForm.given", {
              date: formatIndiaDateTime(consent.given.givenAt),
              version: consent.given.noticeVersion,
            })}
          </p>
          <button
            type="button"
            className={`${buttonStyles.secondary} mt-4`}
            disabled={withdraw.isPending}
            onClick={() => withdraw.mutate(undefined)}
          >
            {withdraw.isPending ? t("parents.consentForm.withdrawing") : t("parents.consentForm.withdraw")}
          </button>
        </>
      ) : (
        <>
          {consent.storedData ? (
            <DeleteStoredData intro={t("parents.storedData.parent", { name: child.name })} remove={removeStored} />
          ) : removeStored.isSuccess ? (
            <p role="status" className="mt-2 text-green-900">
              {t("parents.storedData.deleted")}
            </p>
          ) : null}
          <form
            className="mt-2 space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              give.mutate({ noticeVersion: PRIVACY_NOTICE_VERSION, agree: true });
            }}
          >
            <p className="text-slate-800">{t("parents.consentForm.needed", { name: child.name })}</p>
            <p>
              <Link to={paths.privacy.href()} className={linkStyles}>
                {t("parents.consent.readNotice")}
              </Link>
            </p>
            <label className="flex items-start gap-3 text-slate-800">
              <input
                type="checkbox"
                className="mt-1 h-5 w-5"
                checked={agreed}
                onChange={(event) => setAgreed(event.target.checked)}
              />
              {t("parents.consentForm.agree", { name: child.name, version: PRIVACY_NOTICE_VERSION })}
            </label>
            <button type="submit" className={buttonStyles.primary} disabled={!agreed || give.isPending}>
              {give.isPending ? t("parents.consentForm.submitting") : t("parents.consentForm.submit")}
            </button>
          </form>
        </>
      )}
      <FormAlert message={give.error?.message ?? withdraw.error?.message} />
    </section>
  );
}

function ChildDetails({ view }: { view: ParentChildView }) {
  const leave = useLeaveChild(view.studentId);
  const navigate = useNavigate();
  return (
    <div className="space-y-6">
      <p className="text-slate-700">{t("parents.parent.readOnly", { name: view.name })}</p>
      <ConsentCard child={view} consent={view.consent} />
      <section aria-labelledby="child-plan" className="rounded-2xl border border-slate-200 bg-white p-6">
        <h2 id="child-plan" className="text-lg font-semibold text-slate-900">
          {t("parents.parent.plan")}
        </h2>
        {view.plan ? (
          <div className="mt-2 space-y-2 text-slate-800">
            {view.plan.interestCode ? (
              <p>{t("parents.parent.interestCode", { code: view.plan.interestCode })}</p>
            ) : null}
            {view.plan.quizCareer ? <p>{t("parents.parent.quizCareer", { career: view.plan.quizCareer })}</p> : null}
            {view.plan.shortlist.length === 0 ? (
              <p>{t("parents.parent.noShortlist")}</p>
            ) : (
              <ul className="space-y-2">
                {view.plan.shortlist.map((career) => (
                  <li key={career.slug} className="rounded-lg border border-slate-200 p-3">
                    <p data-content className="font-semibold">
                      {localized(career.name)}
                    </p>
                    <p className="text-sm">{t("parents.parent.progress", { percent: String(career.percent) })}</p>
                    {career.nextStep ? (
                      <p className="text-sm">{t("parents.parent.nextStep", { step: localized(career.nextStep) })}</p>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </div>
        ) : (
          <p className="mt-2 text-slate-700">{t("parents.parent.planHidden", { name: view.name })}</p>
        )}
      </section>
      <section aria-labelledby="child-sessions" className="rounded-2xl border border-slate-200 bg-white p-6">
        <h2 id="child-sessions" className="text-lg font-semibold text-slate-900">
          {t("parents.parent.sessions")}
        </h2>
        {view.sessions.length === 0 ? (
          <p className="mt-2 text-slate-700">{t("parents.parent.noSessions")}</p>
        ) : (
          <ul className="mt-2 space-y-1 text-slate-800">
            {view.sessions.map((session) => (
              <li key={session.startsAt}>
                {session.mentorName
                  ? t("parents.parent.session", {
                      date: formatIndiaDateTime(session.startsAt),
                      minutes: String(session.durationMinutes),
                      mentor: session.mentorName,
                    })
                  : t("parents.parent.sessionNoMentor", {
                      date: formatIndiaDateTime(session.startsAt),
                      minutes: String(session.durationMinutes),
                    })}
              </li>
            ))}
          </ul>
        )}
        <h2 className="mt-6 text-lg font-semibold text-slate-900">{t("parents.parent.workshops")}</h2>
        {view.workshops.length === 0 ? (
          <p className="mt-2 text-slate-700">{t("parents.parent.noWorkshops")}</p>
        ) : (
          <ul className="mt-2 space-y-1 text-slate-800">
            {view.workshops.map((workshop) => (
              <li key={`${workshop.title}-${workshop.startsAt}`}>
                {t("parents.parent.workshop", { title: workshop.title, date: formatIndiaDateTime(workshop.startsAt) })}
              </li>
            ))}
          </ul>
        )}
      </section>
      <FormAlert message={leave.error?.message} />
      <button
        type="button"
        className={buttonStyles.secondary}
        disabled={leave.isPending}
        onClick={() => leave.mutate(undefined, { onSuccess: () => void navigate(paths.parent.href()) })}
      >
        {leave.isPending ? t("parents.parent.leaving") : t("parents.parent.leave", { name: view.name })}
      </button>
    </div>
  );
}

function Child({ studentId }: { studentId: string }) {
  const view = useQuery(childQuery(studentId));
  return (
    <QueryStatus query={view} messages={{ loading: t("parents.parent.loading"), failed: t("parents.parent.failed") }}>
      {(found) => <ChildDetails view={found} />}
    </QueryStatus>
  );
}

/** A parent's page: their linked children (a picker when there are several) and what the chosen one shares. */
export default function ParentPage() {
  usePageMeta(t("parents.parent.title"), t("parents.parent.description"));
  const { user, isPending } = useSession();
  const children = useQuery({ ...childrenQuery(), enabled: Boolean(user) });
  const [search, setSearch] = useSearchParams();
  if (!user) {
    return isPending ? null : (
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold text-slate-900">{t("parents.parent.title")}</h1>
        <p className="text-slate-700">{t("parents.parent.signIn")}</p>
        <Link
          to={`${paths.signIn.href()}?next=${encodeURIComponent(paths.parent.href())}`}
          className={buttonStyles.primary}
        >
          {t("parents.invitation.signIn")}
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t("parents.parent.title")}</h1>
      <QueryStatus
        query={children}
        messages={{
          loading: t("parents.parent.loading"),
          // an account that is nobody's parent (yet) has no parent role: a 403
          failed: (error) =>
            error instanceof ApiRequestError && error.status === 403
              ? t("parents.parent.none")
              : t("parents.parent.failed"),
        }}
      >
        {({ children: list }) => {
          if (list.length === 0) return <p className="text-slate-700">{t("parents.parent.none")}</p>;
          const chosen = list.find((child) => child.studentId === search.get("child")) ?? list[0]!;
          return (
            <>
              {list.length > 1 ? (
                <div className="max-w-sm">
                  <label htmlFor="child-picker" className="mb-1 block text-sm font-medium text-slate-800">
                    {t("parents.parent.pick")}
                  </label>
                  <select
                    id="child-picker"
                    className={fieldInputStyles}
                    value={chosen.studentId}
                    onChange={(event) => setSearch({ child: event.target.value })}
                  >
                    {list.map((child) => (
                      <option key={child.studentId} value={child.studentId} translate="no">
                        {child.name}
                      </option>
                    ))}
                  </select>
                </div>
              ) : null}
              <h2 translate="no" className="text-2xl font-semibold text-slate-900">
                {chosen.name}
              </h2>
              <Child key={chosen.studentId} studentId={chosen.studentId} />
            </>
          );
        }}
      </QueryStatus>
    </div>
  );
}
