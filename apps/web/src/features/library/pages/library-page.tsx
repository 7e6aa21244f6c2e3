import "../i18n.ts";
import { roadmaps } from "@disha/content/roadmaps";
import type { StreamId } from "@disha/content/schemas";
import { useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { fieldInputStyles } from "../../../components/ui/field-styles.ts";
import { paths } from "../../../config/paths.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { Trans } from "../../../lib/i18n/trans.tsx";
import { formatList } from "../../../lib/i18n/format.ts";
import { inPageLanguage } from "../../../lib/i18n/content.ts";

interface LibraryCard {
  key: StreamId | "others";
  /** the roadmaps of the stream, as content names them; none for "others" */
  roadmapNames: string | null;
  to: string | null;
}

function roadmapNames(stream: StreamId): string {
  const names = roadmaps
    .filter((roadmap) => roadmap.stream === stream)
    .map((roadmap) => inPageLanguage(roadmap).cardTitle);
  return formatList(names);
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
      <CareerSearch />
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

/** A way into the whole career library (/careers): a search that opens there, and a link. */
function CareerSearch() {
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <form
        role="search"
        className="flex max-w-2xl items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void navigate(paths.careers.href(query.trim() ? { query: query.trim() } : undefined));
        }}
      >
        <div className="flex-1">
          <label htmlFor="library-career-query" className="mb-1 block text-sm font-medium text-slate-800">
            {t("library.search.label")}
          </label>
          <input
            id="library-career-query"
            type="search"
            value={query}
            maxLength={100}
            placeholder={t("library.search.placeholder")}
            onChange={(event) => setQuery(event.target.value)}
            className={fieldInputStyles}
          />
        </div>
        <button type="submit" className={buttonStyles.primary}>
          {t("library.search.submit")}
        </button>
      </form>
      <p className="mt-3 text-slate-700">
        <Trans
          k="library.search.browse"
          parts={{
            link: (text) => (
              <Link to={paths.careers.href()} className="font-semibold text-brand-800 underline underline-offset-4">
                {text}
              </Link>
            ),
          }}
        />
      </p>
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
