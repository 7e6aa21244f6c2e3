import "../i18n.ts";
import {
  type AnswerInput,
  AnswerSchema,
  type AnswerView,
  type PostCreated,
  POST_BODY_MAX,
  type QuestionDetail,
} from "@disha/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useParams } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { TextAreaField } from "../../../components/ui/choice-fields.tsx";
import { FormAlert } from "../../../components/ui/form-field.tsx";
import { QueryStatus } from "../../../components/ui/query-status.tsx";
import { paths } from "../../../config/paths.ts";
import { useSession } from "../../../lib/auth/use-session.ts";
import { formatIndiaDateTime } from "../../../lib/i18n/dates.ts";
import { localized } from "../../../lib/i18n/content.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { useServerErrors } from "../../../lib/use-server-errors.ts";
import { useAccept, useAnswer, useMarkHelpful, useQuestion } from "../api/community-api.ts";
import { AuthorLine } from "../components/author-line.tsx";
import { PostReviewNotice } from "../components/post-review.tsx";
import { ReportButton } from "../components/report-button.tsx";

function StatusNote({ status }: { status: QuestionDetail["status"] }) {
  if (status === "held")
    return <p className="mt-2 text-sm font-medium text-amber-900">{t("community.question.held")}</p>;
  if (status === "hidden")
    return <p className="mt-2 text-sm font-medium text-amber-900">{t("community.question.hidden")}</p>;
  return null;
}

function Answer({ answer, question, signedIn }: { answer: AnswerView; question: QuestionDetail; signedIn: boolean }) {
  const accept = useAccept(question.id);
  const helpful = useMarkHelpful();
  const deleted = answer.author.firstName === null && answer.body === "";
  return (
    <article
      className={`rounded-xl border p-4 ${answer.accepted ? "border-green-600 bg-green-50" : "border-slate-200 bg-white"}`}
    >
      <p className="text-sm text-slate-700">
        <AuthorLine author={answer.author} /> · {formatIndiaDateTime(answer.createdAt)}
      </p>
      {answer.accepted ? <p className="mt-1 font-semibold text-green-800">{t("community.question.accepted")}</p> : null}
      <StatusNote status={answer.status} />
      <p
        className="mt-2 whitespace-pre-line text-slate-900"
        translate={deleted || answer.status === "removed" ? undefined : "no"}
      >
        {answer.status === "removed"
          ? t("community.question.removed")
          : deleted
            ? t("community.question.deleted")
            : answer.body}
      </p>
      {answer.status === "public" ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          {question.mine && !answer.accepted ? (
            <button
              type="button"
              className={buttonStyles.secondary}
              disabled={accept.isPending}
              onClick={() => accept.mutate(answer.id)}
            >
              {t("community.question.accept")}
            </button>
          ) : null}
          {signedIn && !answer.mine ? (
            <button
              type="button"
              className={buttonStyles.ghost}
              aria-pressed={answer.markedHelpful}
              disabled={answer.markedHelpful || helpful.isPending}
              onClick={() => helpful.mutate(answer.id)}
            >
              {answer.markedHelpful ? t("community.question.markedHelpful") : t("community.question.markHelpful")}
            </button>
          ) : null}
          <span className="text-sm text-slate-700">
            {t("community.question.helpful", { count: answer.helpfulCount })}
          </span>
          {signedIn && !answer.mine ? <ReportButton kind="answer" id={answer.id} /> : null}
        </div>
      ) : null}
    </article>
  );
}

function AnswerForm({ questionId }: { questionId: string }) {
  const form = useForm<AnswerInput>({ resolver: zodResolver(AnswerSchema), defaultValues: { body: "" } });
  const server = useServerErrors(form.setError, ["body"]);
  const answer = useAnswer(questionId);
  const [posted, setPosted] = useState<PostCreated | null>(null);
  const onSubmit = form.handleSubmit(async (input) => {
    server.clearFormError();
    try {
      const created = await answer.mutateAsync(input);
      setPosted(created);
      form.reset({ body: "" });
    } catch (error) {
      server.showServerError(error);
    }
  });
  return (
    <form onSubmit={onSubmit} aria-labelledby="answer-heading" className="mt-8 space-y-3" noValidate>
      <h2 id="answer-heading" className="text-xl font-semibold text-slate-900">
        {t("community.question.answerHeading")}
      </h2>
      <div role="status" className={posted ? "font-medium text-green-800" : "sr-only"}>
        {posted?.review ? (
          <PostReviewNotice review={posted.review} />
        ) : posted ? (
          t("community.question.answerPosted")
        ) : null}
      </div>
      <FormAlert message={server.formError} />
      <TextAreaField
        label={t("community.question.answer")}
        rows={4}
        maxLength={POST_BODY_MAX}
        error={form.formState.errors.body?.message}
        {...form.register("body")}
      />
      <button type="submit" className={buttonStyles.primary} disabled={form.formState.isSubmitting}>
        {t("community.question.submitAnswer")}
      </button>
    </form>
  );
}

/** One question with its answers: mentors' marked, the accepted one first in the asker's eyes. */
export default function QuestionPage() {
  const { id = "" } = useParams();
  const question = useQuestion(id);
  const { user } = useSession();
  usePageMeta(question.data?.title || t("community.title"), t("community.description"));
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Link className="text-brand-800 underline underline-offset-2" to={paths.community.href()}>
        {t("community.question.back")}
      </Link>
      {/* a question that cannot be shown still gives the page its heading */}
      {question.isError ? <h1 className="sr-only">{t("community.title")}</h1> : null}
      <QueryStatus
        query={question}
        messages={{ loading: t("community.question.loading"), failed: t("community.question.failed") }}
      >
        {(detail) => (
          <>
            <h1 className="mt-4 text-3xl font-bold text-slate-900" translate={detail.title ? "no" : undefined}>
              {detail.title || t("community.question.deleted")}
            </h1>
            <p className="mt-2 text-sm text-slate-700">
              <AuthorLine author={detail.author} /> · {formatIndiaDateTime(detail.createdAt)}
              {detail.editedAt ? ` · ${t("community.question.edited")}` : null}
            </p>
            <StatusNote status={detail.status} />
            <p className="mt-4 whitespace-pre-line text-slate-900" translate="no">
              {detail.body}
            </p>
            <p className="mt-3 flex flex-wrap gap-2 text-sm">
              {detail.tags.map((tag) => (
                <span key={tag.id} data-content className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">
                  {localized(tag.name)}
                </span>
              ))}
            </p>
            {user && !detail.mine && detail.status === "public" ? (
              <div className="mt-3">
                <ReportButton kind="question" id={detail.id} />
              </div>
            ) : null}
            <h2 className="mt-10 text-xl font-semibold text-slate-900">
              {detail.answers.length === 0
                ? t("community.question.noAnswers")
                : t("community.question.answersHeading", { count: detail.answers.length })}
            </h2>
            <ul className="mt-4 space-y-4">
              {detail.answers.map((answer) => (
                <li key={answer.id}>
                  <Answer answer={answer} question={detail} signedIn={user !== null} />
                </li>
              ))}
            </ul>
            {detail.status !== "public" ? null : user ? (
              <AnswerForm questionId={detail.id} />
            ) : (
              <Link className={`${buttonStyles.primary} mt-8`} to={paths.signIn.href()}>
                {t("community.question.signInToAnswer")}
              </Link>
            )}
          </>
        )}
      </QueryStatus>
    </div>
  );
}
