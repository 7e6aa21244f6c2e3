import {
  type PostCreated,
  POST_BODY_MAX,
  QUESTION_TITLE_MAX,
  type QuestionFormValues,
  type QuestionInput,
  QuestionSchema,
} from "@disha/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Link } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { TextAreaField } from "../../../components/ui/choice-fields.tsx";
import { FormAlert, TextField } from "../../../components/ui/form-field.tsx";
import { paths } from "../../../config/paths.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { useServerErrors } from "../../../lib/use-server-errors.ts";
import { useAsk, useCommunityTags, useSuggestions } from "../api/community-api.ts";
import { PostReviewNotice } from "./post-review.tsx";
import { TagSelect } from "./tag-select.tsx";

const fieldNames = ["title", "body", "tags"];

/** What was typed, once typing pauses: the suggestions ask the server once per pause, not per key. */
function useSettled(value: string, delayMs = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** Career pages and earlier questions that match the question being typed. */
function Suggestions({ query }: { query: string }) {
  const headingId = useId();
  const suggestions = useSuggestions(query);
  const found = suggestions.data;
  if (!found || query.trim().length < 3 || found.pages.length + found.questions.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-brand-200 bg-brand-50 p-4">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {t("community.ask.suggestionsHeading")}
      </h3>
      <ul className="mt-2 space-y-1">
        {found.pages.map((page) => (
          <li key={`${page.kind}:${page.id}`}>
            <Link
              className="text-brand-800 underline underline-offset-2"
              to={page.kind === "career" ? paths.career.href(page.id) : paths.exam.href(page.id)}
            >
              {t(page.kind === "career" ? "community.ask.suggestedPage" : "community.ask.suggestedExam", {
                name: page.name,
              })}
            </Link>
          </li>
        ))}
        {found.questions.map((question) => (
          <li key={question.id}>
            <Link
              className="text-brand-800 underline underline-offset-2"
              to={paths.communityQuestion.href(question.id)}
            >
              {t("community.ask.suggestedQuestion", { title: question.title })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The ask form: a title, more about it, one topic; what already answers it shows while the title is typed. */
export function AskForm({ prefill }: { prefill: string }) {
  const form = useForm<QuestionFormValues, unknown, QuestionInput>({
    resolver: zodResolver(QuestionSchema),
    defaultValues: { title: prefill.slice(0, QUESTION_TITLE_MAX), body: "", tags: [""] },
  });
  const { errors, isSubmitting } = form.formState;
  const server = useServerErrors(form.setError, fieldNames);
  const ask = useAsk();
  const tags = useCommunityTags();
  const [posted, setPosted] = useState<PostCreated | null>(null);
  const title = useSettled(useWatch({ control: form.control, name: "title" }));

  const onSubmit = form.handleSubmit(async (input) => {
    server.clearFormError();
    try {
      const created = await ask.mutateAsync(input);
      setPosted(created);
      form.reset({ title: "", body: "", tags: [""] });
    } catch (error) {
      server.showServerError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} aria-labelledby="ask-heading" className="space-y-4" noValidate>
      <h2 id="ask-heading" className="text-xl font-semibold text-slate-900">
        {t("community.ask.heading")}
      </h2>
      <div role="status" className={posted ? "font-medium text-green-800" : "sr-only"}>
        {posted?.review ? (
          <PostReviewNotice review={posted.review} />
        ) : posted ? (
          <Link className="underline underline-offset-2" to={paths.communityQuestion.href(posted.id)}>
            {t("community.ask.posted")}
          </Link>
        ) : null}
      </div>
      <FormAlert message={server.formError} />
      <TextField
        label={t("community.ask.title")}
        hint={t("community.ask.titleHint")}
        maxLength={QUESTION_TITLE_MAX}
        error={errors.title?.message}
        {...form.register("title")}
      />
      <Suggestions query={title} />
      <TextAreaField
        label={t("community.ask.body")}
        rows={4}
        maxLength={POST_BODY_MAX}
        error={errors.body?.message}
        {...form.register("body")}
      />
      <TagSelect
        label={t("community.ask.tag")}
        placeholder={t("community.ask.tagPlaceholder")}
        tags={tags.data ?? []}
        error={errors.tags?.message ?? errors.tags?.[0]?.message}
        {...form.register("tags.0")}
      />
      <button type="submit" className={buttonStyles.primary} disabled={isSubmitting}>
        {isSubmitting ? t("community.ask.posting") : t("community.ask.submit")}
      </button>
    </form>
  );
}
