import type { ShortlistItem } from "@disha/shared/plan";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { fieldInputStyles } from "../../../components/ui/field-styles.ts";
import { paths } from "../../../config/paths.ts";
import { localized } from "../../../lib/i18n/content.ts";
import { type MessageKey, t } from "../../../lib/i18n/i18n.ts";
import { useSaveCareer } from "../api/plan-api.ts";
import { ProgressSummary } from "./progress-summary.tsx";
import ShortlistToggle from "./shortlist-toggle.tsx";

/** A saved career: its progress, its next step and the student's note. */
export function ShortlistCard({ item }: { item: ShortlistItem }) {
  const name = localized(item.name);
  const headingId = useId();
  const noteId = useId();
  const [note, setNote] = useState(item.note ?? "");
  const save = useSaveCareer();

  const saveNote = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ slug: item.slug, note });
  };

  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-xl font-semibold text-slate-900">
            <Link
              to={paths.career.href(item.slug)}
              data-content
              className="text-brand-800 underline-offset-4 hover:underline"
            >
              {name}
            </Link>
          </h2>
          <p className="text-sm text-slate-700">{t(`careers.families.${item.family}` as MessageKey)}</p>
        </div>
        <ShortlistToggle slug={item.slug} name={name} />
      </div>
      <ProgressSummary progress={item.progress} pathName={name} />
      <p className="mt-2 text-slate-800">
        {item.progress.nextStep ? (
          <>
            {t("plan.shortlist.nextStepLabel")}{" "}
            <span data-content className="font-medium">
              {localized(item.progress.nextStep.title)}
            </span>
          </>
        ) : (
          t("plan.shortlist.allStepsDone")
        )}
      </p>
      <Link
        to={paths.career.href(item.slug)}
        className="mt-2 inline-block font-semibold text-brand-800 underline underline-offset-4"
      >
        {t("plan.shortlist.openCareer")}
      </Link>
      <form onSubmit={saveNote} className="mt-4">
        <label htmlFor={noteId} className="mb-1 block text-sm font-medium text-slate-800">
          {t("plan.shortlist.note", { career: name })}
        </label>
        <textarea
          id={noteId}
          rows={2}
          maxLength={500}
          value={note}
          onChange={(event) => {
            save.reset();
            setNote(event.target.value);
          }}
          translate="no"
          className={fieldInputStyles}
        />
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonStyles.secondary} disabled={save.isPending}>
            {save.isPending ? t("plan.shortlist.savingNote") : t("plan.shortlist.saveNote")}
          </button>
          <span role="status" className="text-sm text-slate-700">
            {save.isSuccess ? t("plan.shortlist.noteSaved") : ""}
          </span>
          {save.isError ? (
            <span role="alert" className="text-sm text-red-700">
              {t("plan.shortlist.noteFailed", { reason: save.error.message })}
            </span>
          ) : null}
        </div>
      </form>
    </article>
  );
}
