import "../i18n.ts";
import { type ClassRemoved, type CodePreview, type MySchool, type Share, SUMMARY_ONLY } from "@disha/shared";
import { useId, useState } from "react";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { FormAlert, TextField } from "../../../components/ui/form-field.tsx";
import { QueryStatus } from "../../../components/ui/query-status.tsx";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { formatIndiaDateTime } from "../../../lib/i18n/dates.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { useMembershipChange, useMySchool, usePreviewCode } from "../api/schools-api.ts";

const problem = (error: unknown) =>
  error instanceof ApiRequestError ? error.message : error ? t("schools.join.failed") : null;

const SHARE_CHOICES = [
  { key: "interests", label: "schools.join.shareInterests" },
  { key: "shortlist", label: "schools.join.shareShortlist" },
  { key: "progress", label: "schools.join.shareProgress" },
] as const;

/** What the school may see besides the summary: three boxes, none ticked unless the student ticks them. */
function ShareChoices({ share, onChange }: { share: Share; onChange: (share: Share) => void }) {
  const id = useId();
  return (
    <fieldset className="mt-4">
      <legend className="font-semibold text-slate-900">{t("schools.join.shareHeading")}</legend>
      <p className="mt-1 text-sm text-slate-700">{t("schools.join.summaryAlways")}</p>
      {SHARE_CHOICES.map((choice) => (
        <div key={choice.key} className="mt-2 flex items-center gap-2">
          <input
            id={`${id}-${choice.key}`}
            type="checkbox"
            className="h-6 w-6"
            checked={share[choice.key]}
            onChange={(event) => onChange({ ...share, [choice.key]: event.target.checked })}
          />
          <label htmlFor={`${id}-${choice.key}`} className="text-slate-800">
            {t(choice.label)}
          </label>
        </div>
      ))}
    </fieldset>
  );
}

function JoinForm() {
  const preview = usePreviewCode();
  const change = useMembershipChange();
  const [code, setCode] = useState("");
  const [found, setFound] = useState<CodePreview | null>(null);
  const [share, setShare] = useState<Share>(SUMMARY_ONLY);
  return (
    <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <p className="text-slate-700">{t("schools.join.intro")}</p>
      <form
        className="mt-4 flex flex-wrap items-end gap-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setFound(null);
          preview.mutate(code, { onSuccess: setFound });
        }}
      >
        <TextField
          label={t("schools.join.code")}
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          onChange={(event) => {
            setCode(event.target.value);
            setFound(null);
          }}
        />
        <button type="submit" className={buttonStyles.secondary} disabled={preview.isPending || !code.trim()}>
          {t("schools.join.check")}
        </button>
      </form>
      <div className="mt-3">
        <FormAlert message={problem(preview.error)} />
      </div>
      {found ? (
        <form
          className="mt-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            change.mutate({ kind: "join", code, share });
          }}
        >
          <p role="status" className="font-medium text-slate-900">
            {t("schools.join.found", { class: found.class.name, school: found.school.name })}
          </p>
          <ShareChoices share={share} onChange={setShare} />
          <FormAlert message={problem(change.error)} />
          <button type="submit" className={`${buttonStyles.primary} mt-4`} disabled={change.isPending}>
            {t("schools.join.joinSubmit", { class: found.class.name })}
          </button>
        </form>
      ) : null}
    </div>
  );
}

function Membership({ membership }: { membership: MySchool }) {
  const change = useMembershipChange();
  const [share, setShare] = useState<Share>(membership.share);
  const [saved, setSaved] = useState(false);
  return (
    <div className="mt-6 space-y-6">
      <form
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSaved(false);
          change.mutate({ kind: "share", share }, { onSuccess: () => setSaved(true) });
        }}
      >
        <h2 className="text-xl font-semibold text-slate-900">
          {t("schools.join.memberHeading", { class: membership.class.name, school: membership.school.name })}
        </h2>
        <ShareChoices
          share={share}
          onChange={(next) => {
            setSaved(false);
            setShare(next);
          }}
        />
        <FormAlert message={problem(change.error)} />
        <p role="status" className="mt-2 text-green-800">
          {saved ? t("schools.join.saved") : null}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="submit" className={buttonStyles.primary} disabled={change.isPending}>
            {t("schools.join.saveSharing")}
          </button>
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={change.isPending}
            onClick={() => change.mutate({ kind: "leave" })}
          >
            {t("schools.join.leave", { school: membership.school.name })}
          </button>
        </div>
      </form>
      <section aria-labelledby="notes-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="notes-heading" className="text-xl font-semibold text-slate-900">
          {t("schools.join.notesHeading")}
        </h2>
        {membership.notes.length === 0 ? (
          <p className="mt-2 text-slate-700">{t("schools.join.noNotes")}</p>
        ) : (
          <ul className="mt-2 space-y-3">
            {membership.notes.map((note) => (
              <li key={note.id} className="rounded-lg bg-slate-50 p-3">
                <p className="whitespace-pre-line text-slate-900">{note.body}</p>
                <p className="mt-1 text-sm text-slate-700">
                  {t("schools.join.noteFrom", { name: note.counsellorName, date: formatIndiaDateTime(note.createdAt) })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** A counsellor took the student out of a class: said plainly, with the way back beside it (the form). */
function RemovedNotice({ removed }: { removed: ClassRemoved }) {
  return (
    <p role="status" className="mt-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-slate-900">
      {t("schools.join.removed", {
        class: removed.class.name,
        school: removed.school.name,
        date: formatIndiaDateTime(removed.removedAt),
      })}
    </p>
  );
}

/** Join School: a class's code, what the school may see, and changing or leaving at any time. */
export default function JoinPage() {
  usePageMeta(t("schools.join.title"));
  const mine = useMySchool();
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold text-slate-900">{t("schools.join.title")}</h1>
      <QueryStatus query={mine} messages={{ loading: t("schools.join.loading"), failed: t("schools.join.failed") }}>
        {({ membership, removed }) =>
          membership ? (
            <Membership key={membership.joinedAt} membership={membership} />
          ) : (
            <>
              {removed ? <RemovedNotice removed={removed} /> : null}
              <JoinForm />
            </>
          )
        }
      </QueryStatus>
    </div>
  );
}
