import "../i18n.ts";
import { careerById, roadmapByPath, streamById } from "@disha/content/lookups";
import type { Career, Roadmap } from "@disha/content/schemas";
import { Link, useLocation } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { paths } from "../../../config/paths.ts";
import { RoadmapCareers } from "../components/roadmap-careers.tsx";
import { RoadmapTimeline } from "../components/roadmap-timeline.tsx";
import { ShareLinks } from "../components/share-links.tsx";
import { t } from "../../../lib/i18n/i18n.ts";
import { Trans } from "../../../lib/i18n/trans.tsx";

export default function RoadmapPage() {
  const { pathname } = useLocation();
  // a trailing slash (/timelines/eng/) is the same page
  const roadmap = roadmapByPath(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
  usePageMeta(
    roadmap ? roadmap.title : t("library.roadmap.notFound"),
    roadmap ? t("library.roadmap.description", { summary: roadmap.summary, count: roadmap.steps.length }) : undefined,
  );
  return roadmap ? <RoadmapView roadmap={roadmap} /> : <RoadmapNotFound />;
}

function RoadmapView({ roadmap }: { roadmap: Roadmap }) {
  const stream = streamById(roadmap.stream);
  const careers = roadmap.careerIds.map(careerById).filter((career): career is Career => career !== undefined);
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
          <RoadmapTimeline steps={roadmap.steps} labelledBy="roadmap-steps" />
        </section>

        <section aria-labelledby="roadmap-careers" className="mt-14">
          <h2 id="roadmap-careers" className="text-2xl font-bold text-slate-900">
            {t("library.roadmap.careers")}
          </h2>
          <RoadmapCareers careers={careers} />
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
