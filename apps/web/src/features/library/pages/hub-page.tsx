import "../i18n.ts";
import { roadmaps } from "@disha/content/roadmaps";
import type { StreamId } from "@disha/content/schemas";
import { streams } from "@disha/content/streams";
import { Link } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { paths } from "../../../config/paths.ts";
import { useStaggeredReveal } from "../hooks/use-staggered-reveal.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { Trans } from "../../../lib/i18n/trans.tsx";
import { inPageLanguage } from "../../../lib/i18n/content.ts";

/** The stream node shows at once, then one roadmap card every step: 0, 700, 1400, 2100 ms. */
const HUB_REVEAL_STEP_MS = 700;

export default function HubPage({ stream }: { stream: StreamId }) {
  // a fresh hub (another stream) starts its reveal again instead of reusing the last one's state
  return <Hub key={stream} stream={stream} />;
}

function Hub({ stream: streamId }: { stream: StreamId }) {
  const found = streams.find((candidate) => candidate.id === streamId);
  const stream = found && inPageLanguage(found);
  const streamRoadmaps = roadmaps.filter((roadmap) => roadmap.stream === streamId).map(inPageLanguage);
  const shown = useStaggeredReveal(1 + streamRoadmaps.length, HUB_REVEAL_STEP_MS);
  const name = stream?.name ?? streamId;
  usePageMeta(
    t("library.hub.title", { stream: name }),
    t("library.hub.description", {
      stream: name,
      roadmaps: streamRoadmaps.map((roadmap) => roadmap.cardTitle).join(", "),
    }),
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <section
        aria-labelledby="stream-node"
        className="mx-auto max-w-2xl rounded-3xl bg-brand-800 px-6 py-8 text-center text-white shadow-lg sm:px-10"
      >
        <p className="text-sm font-semibold tracking-widest text-brand-100 uppercase">{t("library.hub.stream")}</p>
        <h1 id="stream-node" data-content className="mt-1 text-3xl font-bold sm:text-4xl">
          {name}
        </h1>
        {stream ? (
          <p data-content className="mt-3 text-brand-50">
            {stream.summary}
          </p>
        ) : null}
      </section>

      <div aria-hidden="true" className="mx-auto h-10 w-1 bg-brand-600" />

      <ul
        aria-label={t("library.hub.roadmaps", { stream: name })}
        className="grid gap-6 border-t-4 border-brand-600 pt-8 md:grid-cols-3"
      >
        {streamRoadmaps.map((roadmap, index) => {
          const revealed = index + 1 < shown;
          return (
            <li
              key={roadmap.slug}
              className={`transition duration-500 ease-out ${revealed ? "visible translate-y-0 opacity-100" : "invisible translate-y-3 opacity-0"}`}
            >
              <Link
                to={roadmap.path}
                className="group flex h-full flex-col rounded-2xl border-2 border-slate-200 bg-white p-6 shadow-sm hover:border-brand-600 hover:shadow-md"
              >
                <h2 data-content className="text-xl font-semibold text-slate-900">
                  {roadmap.cardTitle}
                </h2>
                <p data-content className="mt-2 flex-1 text-slate-700">
                  {roadmap.summary}
                </p>
                <p className="mt-4 font-semibold text-brand-800 group-hover:underline">
                  {t("library.hub.viewRoadmap")} <span aria-hidden="true">→</span>
                </p>
              </Link>
            </li>
          );
        })}
      </ul>

      <p className="mt-12 text-center text-slate-700">
        <Trans
          k="library.hub.browseAll"
          values={{ stream: name }}
          parts={{
            link: (text) => (
              <Link
                to={paths.careers.href({ stream: streamId })}
                className="font-semibold text-brand-800 underline underline-offset-4"
              >
                {text}
              </Link>
            ),
          }}
        />
      </p>
      <p className="mt-4 text-center text-slate-700">
        <Trans
          k="library.hub.notSure"
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
  );
}
