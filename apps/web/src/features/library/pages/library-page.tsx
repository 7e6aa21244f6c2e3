import "../i18n.ts";
import { roadmaps } from "@disha/content/roadmaps";
import type { StreamId } from "@disha/content/schemas";
import { useId, useState } from "react";
import { Link } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { paths } from "../../../config/paths.ts";
import { t } from "../../../lib/i18n/i18n.ts";

interface LibraryCard {
  key: StreamId | "others";
  /** the roadmaps of the stream, as content names them; none for "others" */
  roadmapNames: string | null;
  to: string | null;
}

function roadmapNames(stream: StreamId): string {
  const names = roadmaps.filter((roadmap) => roadmap.stream === stream).map((roadmap) => roadmap.cardTitle);
  return new Intl.ListFormat("en-IN", { type: "conjunction" }).format(names);
}

const cards: readonly LibraryCard[] = [
  { key: "science", roadmapNames: roadmapNames("science"), to: paths.hub.science.href() },
  { key: "commerce", roadmapNames: roadmapNames("commerce"), to: paths.hub.commerce.href() },
  { key: "arts", roadmapNames: roadmapNames("arts"), to: paths.hub.arts.href() },
  { key: "others", roadmapNames: null, to: null },
];

export default function LibraryPage() {
  usePageMeta(t("library.title"), t("library.description"));
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("library.title")}</h1>
        <p className="mt-2 max-w-2xl text-slate-700">{t("library.intro")}</p>
      </header>
      <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map((card) => (
          <li key={card.key}>
            <LibraryCardView card={card} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function LibraryCardView({ card }: { card: LibraryCard }) {
  const headingId = useId();
  const [noticeShown, setNoticeShown] = useState(false);
  const explore = (
    <>
      {t("library.explore")}
      <span className="sr-only"> {t(`library.cards.${card.key}.subject`)}</span>
    </>
  );
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t(`library.cards.${card.key}.title`)}
      </h2>
      <div className="flex-1">
        <p className="mt-2 text-slate-700">
          {card.roadmapNames === null
            ? t("library.cards.others.text")
            : t("library.stepByStepFor", { names: card.roadmapNames })}
        </p>
        {card.to ? null : (
          // always in the page, so screen readers announce the text when it appears
          <p
            role="status"
            className={
              noticeShown
                ? "mt-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 font-medium text-slate-900"
                : ""
            }
          >
            {noticeShown ? t("library.notAvailable") : null}
          </p>
        )}
      </div>
      <div className="mt-5">
        {card.to ? (
          <Link to={card.to} className={buttonStyles.primary}>
            {explore}
          </Link>
        ) : (
          <button type="button" className={buttonStyles.primary} onClick={() => setNoticeShown(true)}>
            {explore}
          </button>
        )}
      </div>
    </article>
  );
}
