import "../i18n.ts";
import { roadmapByPath } from "@disha/content/roadmaps";
import type { Roadmap } from "@disha/content/schemas";
import { streamById } from "@disha/content/streams";
import { Suspense, lazy } from "react";
import { Link, useLocation } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { paths } from "../../../config/paths.ts";
import { ShareLinks } from "../../../components/ui/share-links.tsx";
import { Timeline } from "../../../components/ui/timeline.tsx";
import { t } from "../../../lib/i18n/i18n.ts";
import { Trans } from "../../../lib/i18n/trans.tsx";
import { useAfterFirstPaint } from "../../../lib/use-after-first-paint.ts";
import { inPageLanguage } from "../../../lib/i18n/content.ts";

// the careers and the progress marks load after the roadmap itself, which then draws sooner
const RoadmapCareers = lazy(() => import("../components/roadmap-careers.tsx"));
// the progress marks bring the query cache they need
const PathwayProgress = lazy(() => import("../../plan/marks.ts").then((plan) => ({ default: plan.PathwayProgress })));

export default function RoadmapPage() {
  const { pathname } = useLocation();
  // a trailing slash (/timelines/eng/) is the same page
  const found = roadmapByPath(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
  const roadmap = found && inPageLanguage(found);
  usePageMeta(
    roadmap ? roadmap.title : t("library.roadmap.notFound"),
    roadmap ? t("library.roadmap.description", { summary: roadmap.summary, count: roadmap.steps.length }) : undefined,
  );
  return roadmap ? <RoadmapView roadmap={roadmap} /> : <RoadmapNotFound />;
}

function RoadmapView({ roadmap }: { roadmap: Roadmap }) {
  const stream = inPageLanguage(streamById(roadmap.stream));
  const painted = useAfterFirstPaint();
  const shareUrl = new URL(roadmap.path, window.location.origin).href;

  return (
    <>
      <div className="bg-brand-800 text-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-4 px-4 py-5">
          <h1 data-content className="text-2xl font-bold sm:text-3xl">
            {roadmap.title}
          </h1>
          <ShareLinks url={shareUrl} text={`${roadmap.title}: ${roadmap.summary}`} />
        </div>
      </div>

      <div className="mx-auto max-w-5xl px-4 py-10">
        <Link to={stream.hubPath} className="font-semibold text-brand-800 underline underline-offset-4">
          <span aria-hidden="true">← </span>
          {t("library.roadmap.allRoadmaps", { stream: stream.name })}
        </Link>
        <p data-content className="mt-4 max-w-3xl text-lg text-slate-700">
          {roadmap.summary}
        </p>

        <section aria-labelledby="roadmap-steps" className="mt-10">
          <h2 id="roadmap-steps" className="text-2xl font-bold text-slate-900">
            {t("library.roadmap.stepByStep")}
          </h2>
          <Timeline
            steps={roadmap.steps
              .map(inPageLanguage)
              .map((step) => ({ key: step.title, title: step.title, description: step.description }))}
            labelledBy="roadmap-steps"
          />
        </section>

        {painted ? (
          <Suspense fallback={null}>
            <PathwayProgress
              pathId={roadmap.slug}
              pathName={roadmap.title}
              steps={roadmap.steps.map(inPageLanguage).map((step) => ({ id: step.id, title: step.title }))}
            />
          </Suspense>
        ) : null}

        <section aria-labelledby="roadmap-careers" className="mt-14">
          <h2 id="roadmap-careers" className="text-2xl font-bold text-slate-900">
            {t("library.roadmap.careers")}
          </h2>
          {painted ? (
            <Suspense fallback={<p className="mt-6 text-slate-600">{t("common.loading")}</p>}>
              <RoadmapCareers careerIds={roadmap.careerIds} />
            </Suspense>
          ) : null}
        </section>

        <p className="mt-12 text-slate-700">
          <Trans
            k="library.roadmap.stillDeciding"
            parts={{
              link: (text) => (
                <Link to={paths.quiz.href()} className="font-semibold text-brand-800 underline underline-offset-4">
                  {text}
                </Link>
              ),
            }}
          />
        </p>
      </div>
    </>
  );
}

function RoadmapNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t("library.roadmap.notFound")}</h1>
      <p className="mt-3 text-slate-700">{t("library.roadmap.notFoundText")}</p>
      <Link to={paths.dashboard.library.href()} className={`${buttonStyles.primary} mt-6`}>
        {t("library.roadmap.goToLibrary")}
      </Link>
    </div>
  );
}
