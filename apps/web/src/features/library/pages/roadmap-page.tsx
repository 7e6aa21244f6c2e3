import { careerById, roadmapByPath, streamById } from "@disha/content/lookups";
import type { Career, Roadmap } from "@disha/content/schemas";
import { Link, useLocation } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { paths } from "../../../config/paths.ts";
import { RoadmapCareers } from "../components/roadmap-careers.tsx";
import { RoadmapTimeline } from "../components/roadmap-timeline.tsx";
import { ShareLinks } from "../components/share-links.tsx";

export default function RoadmapPage() {
  const { pathname } = useLocation();
  // a trailing slash (/timelines/eng/) is the same page
  const roadmap = roadmapByPath(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
  usePageMeta(
    roadmap ? roadmap.title : "Roadmap not found",
    roadmap ? `${roadmap.summary} ${roadmap.steps.length} steps, with the exams, degrees and careers it leads to.` : undefined,
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
          <h1 className="text-2xl font-bold sm:text-3xl">{roadmap.title}</h1>
          <ShareLinks url={shareUrl} text={`${roadmap.title}: ${roadmap.summary}`} />
        </div>
      </div>

      <div className="mx-auto max-w-5xl px-4 py-10">
        <Link to={stream.hubPath} className="font-semibold text-brand-800 underline underline-offset-4">
          <span aria-hidden="true">← </span>All {stream.name} roadmaps
        </Link>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">{roadmap.summary}</p>

        <section aria-labelledby="roadmap-steps" className="mt-10">
          <h2 id="roadmap-steps" className="text-2xl font-bold text-slate-900">
            Step by step
          </h2>
          <RoadmapTimeline steps={roadmap.steps} labelledBy="roadmap-steps" />
        </section>

        <section aria-labelledby="roadmap-careers" className="mt-14">
          <h2 id="roadmap-careers" className="text-2xl font-bold text-slate-900">
            Careers this roadmap leads to
          </h2>
          <RoadmapCareers careers={careers} />
        </section>

        <p className="mt-12 text-slate-700">
          Still deciding?{" "}
          <Link to={paths.quiz.href()} className="font-semibold text-brand-800 underline underline-offset-4">
            Take the career quiz
          </Link>
        </p>
      </div>
    </>
  );
}

function RoadmapNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Roadmap not found</h1>
      <p className="mt-3 text-slate-700">There is no roadmap at this address. Pick one from the Career Library instead.</p>
      <Link to={paths.dashboard.library.href()} className={`${buttonStyles.primary} mt-6`}>
        Go to the Career Library
      </Link>
    </div>
  );
}
