import "../i18n.ts";
import { QUESTIONS_PAGE_SIZE, type QuestionSummary, SEARCH_COUNT_CAP } from "@disha/shared";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { TextField } from "../../../components/ui/form-field.tsx";
import { QueryStatus } from "../../../components/ui/query-status.tsx";
import { paths } from "../../../config/paths.ts";
import { useSession } from "../../../lib/auth/use-session.ts";
import { formatIndiaDateTime } from "../../../lib/i18n/dates.ts";
import { localized } from "../../../lib/i18n/content.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { useUrlFilters } from "../../../lib/use-url-filters.ts";
import { useCommunityTags, useQuestions } from "../api/community-api.ts";
import { AskForm } from "../components/ask-form.tsx";
import { AuthorLine } from "../components/author-line.tsx";
import { TagSelect } from "../components/tag-select.tsx";

const FILTERS = ["tag", "query"] as const;

function QuestionItem({ question }: { question: QuestionSummary }) {
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="text-lg font-semibold text-slate-900">
        <Link className="hover:underline" translate="no" to={paths.communityQuestion.href(question.id)}>
          {question.title || t("community.question.deleted")}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        <AuthorLine author={question.author} /> · {formatIndiaDateTime(question.createdAt)}
      </p>
      <p className="mt-2 flex flex-wrap gap-2 text-sm">
        {question.tags.map((tag) => (
          <span key={tag.id} data-content className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">
            {localized(tag.name)}
          </span>
        ))}
        <span className="text-slate-700">{t("community.list.answers", { count: question.answerCount })}</span>
        {question.hasAcceptedAnswer ? (
          <span className="font-medium text-green-800">{t("community.list.accepted")}</span>
        ) : null}
      </p>
    </article>
  );
}

/** The community: questions by topic or search, newest first, and the ask form for a signed-in student. */
export default function CommunityPage() {
  usePageMeta(t("community.title"), t("community.description"));
  const { filters, page, update, pageSearch } = useUrlFilters(FILTERS);
  const [search] = useSearchParams();
  const [typed, setTyped] = useState(filters.query);
  const questions = useQuestions({ tag: filters.tag || undefined, query: filters.query || undefined, page });
  const tags = useCommunityTags();
  const { user, isPending } = useSession();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t("community.title")}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t("community.intro")}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="questions-heading">
          <h2 id="questions-heading" className="sr-only">
            {t("community.filters.query")}
          </h2>
          <form
            role="search"
            className="flex flex-wrap items-end gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              update({ query: typed.trim() });
            }}
          >
            <TextField
              label={t("community.filters.query")}
              type="search"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
            <button type="submit" className={buttonStyles.secondary}>
              {t("community.filters.search")}
            </button>
            <TagSelect
              label={t("community.filters.tag")}
              placeholder={t("community.filters.anyTag")}
              tags={tags.data ?? []}
              value={filters.tag}
              onChange={(event) => update({ tag: event.target.value })}
            />
          </form>
          <QueryStatus
            query={questions}
            messages={{ loading: t("community.list.loading"), failed: t("community.list.failed") }}
          >
            {(list) => (
              <>
                <p role="status" className="mt-4 text-slate-700">
                  {list.total === 0
                    ? t("community.list.empty")
                    : list.total >= SEARCH_COUNT_CAP && filters.query
                      ? t("community.list.countAtLeast", { count: SEARCH_COUNT_CAP.toLocaleString("en-IN") })
                      : t("community.list.count", { count: list.total })}
                </p>
                <ul className="mt-4 space-y-4">
                  {list.items.map((question) => (
                    <li key={question.id}>
                      <QuestionItem question={question} />
                    </li>
                  ))}
                </ul>
                <nav aria-label={t("community.list.pages")} className="mt-6 flex gap-3">
                  {page > 1 ? (
                    <Link className={buttonStyles.secondary} to={pageSearch(page - 1)}>
                      {t("community.list.previous")}
                    </Link>
                  ) : null}
                  {page * QUESTIONS_PAGE_SIZE < list.total ? (
                    <Link className={buttonStyles.secondary} to={pageSearch(page + 1)}>
                      {t("community.list.next")}
                    </Link>
                  ) : null}
                </nav>
              </>
            )}
          </QueryStatus>
        </section>
        <aside className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          {isPending ? null : user ? (
            <AskForm prefill={search.get("ask") ?? ""} />
          ) : (
            <Link className={buttonStyles.primary} to={paths.signIn.href()}>
              {t("community.ask.signIn")}
            </Link>
          )}
        </aside>
      </div>
    </div>
  );
}
