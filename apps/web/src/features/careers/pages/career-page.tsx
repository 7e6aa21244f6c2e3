import "../i18n.ts";
import type { CareerDetail } from "@disha/content/knowledge/api";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, Suspense, lazy } from "react";
import { Link, useParams } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { ExternalLink } from "../../../components/ui/external-link.tsx";
import { ShareLinks } from "../../../components/ui/share-links.tsx";
import { Timeline } from "../../../components/ui/timeline.tsx";
import { paths } from "../../../config/paths.ts";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { localized } from "../../../lib/i18n/content.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { NotFoundPage } from "../../not-found/index.ts";
import { ReportMistake } from "../../support/index.tsx";
import { careerQuery } from "../api/careers-api.ts";
import { SalaryText } from "../components/salary-text.tsx";
import { familyName, formatDate, riasecNames, streamNames } from "../labels.ts";
import { useAfterFirstPaint } from "../../../lib/use-after-first-paint.ts";

// My Plan's parts (saving the career, marking the steps) load after the career itself: they bring the
// shared schemas with them, and the page's first paint should not wait for those
const SaveCareerButton = lazy(() => import("../../plan/marks.ts").then((plan) => ({ default: plan.SaveCareerButton })));
const PathwayProgress = lazy(() => import("../../plan/marks.ts").then((plan) => ({ default: plan.PathwayProgress })));

const linkStyles = "font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900";

export default function CareerPage() {
  const { slug = "" } = useParams();
  // useQuery here rather than in a shared hook: the page's chunk then loads TanStack's with it, not after it
  const career = useQuery(careerQuery(slug));
  if (career.data) return <CareerView career={career.data} />;
  if (career.error instanceof ApiRequestError && career.error.status === 404) return <NotFoundPage />;
  return <CareerPending failed={career.isError} />;
}

/** While the career loads: the header band and the page's room kept, so nothing jumps when it arrives. */
function CareerPending({ failed }: { failed: boolean }) {
  usePageMeta(t("careers.title"));
  return (
    <>
      <div className="bg-brand-800 text-white">
        <div className="mx-auto max-w-5xl px-4 py-5">
          <p className="h-5" />
          <div className="mt-1 h-9 w-2/3 rounded bg-white/15" />
        </div>
      </div>
      <div className="mx-auto min-h-[150vh] max-w-5xl px-4 py-10">
        {failed ? (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
            {t("careers.career.failed")}
          </p>
        ) : (
          <p role="status" className="text-slate-700">
            {t("careers.career.loading")}
          </p>
        )}
      </div>
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function CareerView({ career }: { career: CareerDetail }) {
  const painted = useAfterFirstPaint();
  const name = localized(career.name);
  const summary = localized(career.summary);
  usePageMeta(name, t("careers.career.description", { summary }));
  const shareUrl = new URL(paths.career.href(career.slug), window.location.origin).href;

  return (
    <>
      <div className="bg-brand-800 text-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-end justify-between gap-4 px-4 py-5">
          <div>
            <p className="h-5 text-sm font-semibold tracking-wide text-brand-100 uppercase">
              {familyName(career.family)}
            </p>
            <h1 data-content className="mt-1 text-2xl font-bold sm:text-3xl">
              {name}
            </h1>
          </div>
          <div className="flex flex-wrap items-center gap-4">
            {/* its room is kept from the start, so the share links do not move when the button arrives */}
            <div className="flex min-h-9 min-w-48 items-center">
              {painted ? (
                <Suspense fallback={null}>
                  <SaveCareerButton slug={career.slug} name={name} />
                </Suspense>
              ) : null}
            </div>
            <ShareLinks url={shareUrl} text={`${name}: ${summary}`} />
          </div>
        </div>
      </div>

      <div className="mx-auto max-w-5xl px-4 py-10">
        <Link to={paths.careers.href()} className={linkStyles}>
          <span aria-hidden="true">← </span>
          {t("careers.career.backToLibrary")}
        </Link>
        <p data-content className="mt-4 max-w-3xl text-lg text-slate-700">
          {summary}
        </p>

        <dl className="mt-6 grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-3">
          <div>
            <dt className="text-sm font-semibold text-slate-600">{t("careers.career.streams")}</dt>
            <dd className="mt-1 text-slate-900">{streamNames(career.streams)}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-slate-600">{t("careers.career.riasec")}</dt>
            <dd className="mt-1 text-slate-900">
              <span data-content className="font-semibold">
                {career.riasec}
              </span>{" "}
              ({riasecNames(career.riasec)})
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-slate-600">{t("careers.career.family")}</dt>
            <dd className="mt-1 text-slate-900">
              {familyName(career.family)}
              <span className="block text-sm text-slate-700">
                {t(career.needsMaths ? "careers.career.needsMaths" : "careers.career.noMaths")}
              </span>
            </dd>
          </div>
        </dl>

        <Section id="career-day-to-day" title={t("careers.career.dayToDay")}>
          <p data-content className="mt-3 max-w-3xl text-slate-700">
            {localized(career.dayToDay)}
          </p>
        </Section>

        <div className="grid gap-x-10 sm:grid-cols-2">
          <Section id="career-skills" title={t("careers.career.skills")}>
            <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-700">
              {career.skills.map((skill) => (
                <li key={skill.en} data-content>
                  {localized(skill)}
                </li>
              ))}
            </ul>
          </Section>
          <Section id="career-subjects" title={t("careers.career.subjects")}>
            <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-700">
              {career.subjects.map((subject) => (
                <li key={subject}>{t(`careers.subjects.${subject}`)}</li>
              ))}
            </ul>
          </Section>
        </div>

        <Section id="career-pathway" title={t("careers.career.pathway")}>
          <Timeline
            labelledBy="career-pathway"
            steps={career.pathway.map((step) => ({
              key: step.id,
              label: t(`careers.stages.${step.stage}`),
              title: localized(step.title),
              description: step.detail ? localized(step.detail) : undefined,
            }))}
          />
        </Section>

        {painted ? (
          <Suspense fallback={null}>
            <PathwayProgress
              pathId={career.slug}
              pathName={name}
              steps={career.pathway.map((step) => ({ id: step.id, title: localized(step.title) }))}
            />
          </Suspense>
        ) : null}

        <Section id="career-exams" title={t("careers.career.exams")}>
          {career.exams.length > 0 ? (
            <ul className="mt-3 flex flex-wrap gap-2">
              {career.exams.map((exam) => (
                <li key={exam.id}>
                  <Link
                    to={paths.exam.href(exam.id)}
                    data-content
                    className="inline-block rounded-full border border-brand-700 px-3 py-1 font-medium text-brand-800 hover:bg-brand-50"
                  >
                    {localized(exam.name)}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-slate-700">{t("careers.career.noExams")}</p>
          )}
        </Section>

        <div className="grid gap-x-10 sm:grid-cols-2">
          <Section id="career-degrees" title={t("careers.career.degrees")}>
            <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-700">
              {career.degrees.map((degree) => (
                <li key={degree.id} data-content>
                  {localized(degree.name)}
                </li>
              ))}
            </ul>
          </Section>
          {career.institutions.length > 0 ? (
            <Section id="career-institutions" title={t("careers.career.institutions")}>
              <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-700">
                {career.institutions.map((institution) => (
                  <li key={institution.id} data-content>
                    {institution.name}
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
        </div>

        {career.vocational ? (
          <Section id="career-vocational" title={t("careers.career.vocational")}>
            <p data-content className="mt-3 max-w-3xl text-slate-700">
              {localized(career.vocational)}
            </p>
          </Section>
        ) : null}

        {career.freeLearning.length > 0 ? (
          <Section id="career-free-learning" title={t("careers.career.freeLearning")}>
            <p className="mt-2 max-w-3xl text-slate-700">{t("careers.career.freeLearningNote")}</p>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2">
              {career.freeLearning.map((resource) => (
                <li key={resource.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
                  <ExternalLink href={resource.url}>
                    <span data-content>{localized(resource.name)}</span>
                  </ExternalLink>
                  {/* a council's name is its provider too: say it once */}
                  {resource.provider !== resource.name.en ? (
                    <p data-content className="mt-1 text-sm text-slate-600">
                      {resource.provider}
                    </p>
                  ) : null}
                  <p data-content className="mt-2 text-slate-700">
                    {localized(resource.description)}
                  </p>
                </li>
              ))}
            </ul>
          </Section>
        ) : null}

        <Section id="career-salary" title={t("careers.career.salary")}>
          <p className="mt-3 max-w-3xl text-slate-700">
            <SalaryText career={career} />
          </p>
        </Section>

        <Section id="career-related" title={t("careers.career.related")}>
          <ul className="mt-3 flex flex-wrap gap-2">
            {career.related.map((related) => (
              <li key={related.id}>
                <Link
                  to={paths.career.href(related.id)}
                  data-content
                  className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 font-medium text-brand-800 hover:bg-brand-50"
                >
                  {localized(related.name)}
                </Link>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="career-sources" title={t("careers.career.sources")}>
          <ul className="mt-3 space-y-1">
            {career.sources.map((source) => (
              <li key={source.url}>
                <ExternalLink href={source.url}>
                  <span data-content>{source.name}</span>
                </ExternalLink>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-slate-600">
            {career.reviewed
              ? t("careers.career.reviewed", { date: formatDate(career.reviewed) })
              : t("careers.career.notReviewed")}
          </p>
          <ReportMistake
            className="mt-3"
            records={[{ kind: "career", id: career.id, title: localized(career.name) }]}
          />
        </Section>
      </div>
    </>
  );
}
